import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ArticleIcon from '@mui/icons-material/Article';
import SchoolIcon from '@mui/icons-material/School';
import { badgeCount } from '../ProfileMenu/badgeCount';
import { messages } from './HeaderCounters.messages';

export interface HeaderCountersProps {
  /** Favourite materials (count_materials); 0 shows the link without a badge, above 99 shows 99+ in a small style. */
  materialsCount: number;
  /** Favourite courses (count_courses); 0 shows the link without a badge, above 99 shows 99+ in a small style. */
  coursesCount: number;
  /** Where the materials counter leads (the profile's favourite materials). */
  materialsHref: string;
  /** Where the courses counter leads (the profile's favourite courses). */
  coursesHref: string;
}

const Root = styled('div', { name: 'DsHeaderCounters', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  // Phones: 28 px targets (WCAG 2.5.8 asks 24), so that the bar fits from 360 px on; narrower still, the
  // counters stay in the profile menu only.
  '& .MuiIconButton-root': { padding: 4 },
  '& .MuiSvgIcon-root': { fontSize: 20 },
  '@media (max-width: 359.95px)': { display: 'none' },
  [theme.breakpoints.up('sm')]: { '& .MuiIconButton-root': { padding: 6 }, '& .MuiSvgIcon-root': { fontSize: 22 } },
}));

const Counter = styled(Badge, {
  name: 'DsHeaderCounters',
  slot: 'Counter',
  shouldForwardProp: (prop) => prop !== 'small',
})<{ small: boolean }>(({ theme }) => ({
  '& .MuiBadge-badge': {
    top: 5,
    right: 5,
    height: 18,
    minWidth: 18,
    padding: theme.spacing(0, 0.5),
    fontSize: '0.6875rem',
    fontWeight: 700,
    border: `2px solid ${theme.palette.background.paper}`,
    boxSizing: 'content-box',
    pointerEvents: 'none',
  },
  // Spec §9: a counter above 99 shows 99+ in a smaller style.
  variants: [{ props: { small: true }, style: { '& .MuiBadge-badge': { fontSize: '0.5625rem', padding: theme.spacing(0, 0.25) } } }],
}));

/**
 * The header's counter badges (spec §2, §3): favourite materials and favourite courses of the signed-in reader,
 * each a link to them in the profile. Zero shows the link without a number; above 99, 99+ in a small style.
 */
export function HeaderCounters({ materialsCount, coursesCount, materialsHref, coursesHref }: HeaderCountersProps) {
  const intl = useIntl();
  const items = [
    { key: 'materials', count: materialsCount, href: materialsHref, Icon: ArticleIcon, label: messages.materials },
    { key: 'courses', count: coursesCount, href: coursesHref, Icon: SchoolIcon, label: messages.courses },
  ] as const;
  return (
    <Root role="group" aria-label={intl.formatMessage(messages.label)}>
      {items.map(({ key, count, href, Icon, label }) => {
        const badge = badgeCount(count);
        const name = intl.formatMessage(label, { count: Math.max(0, Math.floor(count)) });
        return (
          // The number sits beside the link (hidden from assistive technology, whose name says the count in
          // words), so the link's name never has to match a '99+' it does not contain.
          <Counter
            key={key}
            small={badge?.small ?? false}
            color="primary"
            badgeContent={badge?.label}
            invisible={!badge}
            slotProps={{ badge: { 'aria-hidden': true, 'data-testid': `header-count-${key}` } as object }}
          >
            <IconButton href={href} aria-label={name} title={name} size="small" data-testid={`header-counter-${key}`}>
              <Icon sx={{ color: 'text.secondary' }} />
            </IconButton>
          </Counter>
        );
      })}
    </Root>
  );
}
