import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import { messages } from './SkipLink.messages';

export interface SkipLinkProps {
  /** The id of the page's main content (its element takes focus: give it tabIndex={-1}). */
  target: string;
}

const Link = styled('a', { name: 'DsSkipLink', slot: 'Root' })(({ theme }) => ({
  position: 'fixed',
  top: theme.spacing(1),
  left: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'none',
  // Off screen until focused (WCAG 2.4.1 bypass blocks): the first Tab of every page shows it.
  transform: 'translateY(calc(-100% - 16px))',
  '&:focus, &:focus-visible': { transform: 'none' },
}));

/** The first control of every page: "Skip to content", shown when it takes keyboard focus. */
export function SkipLink({ target }: SkipLinkProps) {
  const intl = useIntl();
  return <Link href={`#${target}`}>{intl.formatMessage(messages.label)}</Link>;
}
