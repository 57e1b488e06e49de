import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { layout } from '../../theme/primitives';
import { messages } from './SiteFooter.messages';

export interface SiteFooterProps {
  links: { about: string; team: string; politics: string; terms: string };
  /** Year in the copyright line (a prop, so stories and screenshots stay fixed). */
  year: number;
}

const Root = styled('footer', { name: 'DsSiteFooter', slot: 'Root' })(({ theme }) => ({
  borderTop: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  marginTop: theme.spacing(8),
}));

const Inner = styled('div', { name: 'DsSiteFooter', slot: 'Inner' })(({ theme }) => ({
  maxWidth: layout.contentMaxWidth,
  margin: '0 auto',
  padding: theme.spacing(4, 2),
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
}));

const Links = styled('nav', { name: 'DsSiteFooter', slot: 'Links' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1, 3),
}));

/** The site footer: project pages and the copyright line. */
export function SiteFooter({ links, year }: SiteFooterProps) {
  const intl = useIntl();
  return (
    <Root>
      <Inner>
        <Links>
          {(['about', 'team', 'politics', 'terms'] as const).map((key) => (
            <Link key={key} href={links[key]} color="text.secondary" variant="body2">
              {intl.formatMessage(messages[key])}
            </Link>
          ))}
        </Links>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(messages.copyright, { year })}
        </Typography>
      </Inner>
    </Root>
  );
}
