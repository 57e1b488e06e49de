import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { layout } from '../../theme/primitives';
import { messages } from './SiteFooter.messages';

/** A further footer link (a section of the site or an external site); its label is given. */
export interface FooterLink {
  key: string;
  label: string;
  href: string;
  external?: boolean;
}

export interface SiteFooterProps {
  links: { about: string; team: string; politics: string; terms: string };
  /** The site's sections, listed above the project pages. */
  sections?: FooterLink[];
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
export function SiteFooter({ links, year, sections = [] }: SiteFooterProps) {
  const intl = useIntl();
  return (
    <Root>
      {sections.length > 0 && (
        <Inner sx={{ pb: 0 }}>
          <Links aria-label={intl.formatMessage(messages.sections)}>
            {sections.map((link) => (
              <Link
                key={link.key}
                href={link.href}
                color="text.primary"
                variant="body2"
                underline="hover"
                {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}
              >
                {link.label}
              </Link>
            ))}
          </Links>
        </Inner>
      )}
      <Inner>
        <Links aria-label={intl.formatMessage(messages.project)}>
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
