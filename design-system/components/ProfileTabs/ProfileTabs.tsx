import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Link from '@mui/material/Link';
import { messages } from './ProfileTabs.messages';

/** The profile's sections (spec §2: /profile/data, favorites, courses, materials, reviews, help, questionary). */
export const PROFILE_TABS = ['data', 'favorites', 'courses', 'materials', 'reviews', 'help', 'questionary'] as const;
export type ProfileTabKey = (typeof PROFILE_TABS)[number];

export interface ProfileTabsProps {
  /** The section shown. */
  active: ProfileTabKey;
  /** Each section's page, e.g. /ru/profile/favorites. */
  hrefs: Record<ProfileTabKey, string>;
  /** Team answers in the help chat not read yet (user.chat.unread_user_messages): a badge on 'Help'. */
  unreadHelp?: number;
  /** Sections to leave out (e.g. the questionnaire). */
  hidden?: ProfileTabKey[];
}

const Root = styled('nav', { name: 'DsProfileTabs', slot: 'Root' })(({ theme }) => ({
  borderBottom: `1px solid ${theme.palette.divider}`,
  [theme.breakpoints.down('sm')]: { borderBottom: 0 },
}));

const List = styled('ul', { name: 'DsProfileTabs', slot: 'List' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0, 0.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [theme.breakpoints.down('sm')]: { gap: theme.spacing(1) },
}));

const TabLink = styled(Link, { name: 'DsProfileTabs', slot: 'Tab' })(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  padding: theme.spacing(0, 2),
  marginBottom: -1,
  borderBottom: '2px solid transparent',
  color: theme.palette.text.secondary,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { color: theme.palette.primary.main, textDecoration: 'none' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '&[aria-current="page"]': { color: theme.palette.primary.main, borderBottomColor: theme.palette.primary.main },
  // Phones: the sections wrap as pills instead of a row that would scroll out of sight.
  [theme.breakpoints.down('sm')]: {
    minHeight: 36,
    padding: theme.spacing(0, 1.5),
    margin: 0,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.spacing(2.25),
    background: theme.palette.background.paper,
    '&[aria-current="page"]': {
      color: theme.palette.primary.contrastText,
      background: theme.palette.primary.main,
      borderColor: theme.palette.primary.main,
    },
  },
}));

const Badge = styled('span', { name: 'DsProfileTabs', slot: 'Badge' })(({ theme }) => ({
  marginLeft: theme.spacing(0.75),
  minWidth: 20,
  padding: theme.spacing(0, 0.75),
  borderRadius: 10,
  background: theme.palette.error.main,
  color: theme.palette.common.white,
  ...theme.typography.caption,
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
}));

/** The sections of the personal account, each a link to its page; the current one is marked (aria-current). */
export function ProfileTabs({ active, hrefs, unreadHelp = 0, hidden = [] }: ProfileTabsProps) {
  const intl = useIntl();
  const tabs = PROFILE_TABS.filter((key) => !hidden.includes(key));
  return (
    <Root aria-label={intl.formatMessage(messages.label)}>
      <List>
        {tabs.map((key) => (
          <li key={key}>
            <TabLink href={hrefs[key]} aria-current={key === active ? 'page' : undefined}>
              {intl.formatMessage(messages[key])}
              {key === 'help' && unreadHelp > 0 && (
                <Badge aria-label={intl.formatMessage(messages.unread, { count: unreadHelp })} role="img">
                  {unreadHelp > 99 ? '99+' : unreadHelp}
                </Badge>
              )}
            </TabLink>
          </li>
        ))}
      </List>
    </Root>
  );
}
