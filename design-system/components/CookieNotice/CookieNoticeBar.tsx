import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import CookieIcon from '@mui/icons-material/Cookie';
import { messages } from './CookieNotice.messages';
import type { CookieNoticeProps } from './CookieNotice';

const Root = styled('section', { name: 'DsCookieNotice', slot: 'Root' })(({ theme }) => ({
  position: 'fixed',
  left: theme.spacing(2),
  right: theme.spacing(2),
  bottom: theme.spacing(2),
  // Above the page and its sticky header, below drawers and dialogs: the open mobile menu (a drawer, 1200) and a
  // login modal are never covered by the notice (at modal − 1 it hid the menu's last links on a phone).
  zIndex: theme.zIndex.drawer - 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1.5, 2),
  maxWidth: 720,
  margin: '0 auto',
  padding: theme.spacing(2, 2.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.text.primary,
  color: theme.palette.background.paper,
  boxShadow: theme.shadows[8],
  ...theme.typography.body2,
  '& a': { color: 'inherit', textDecoration: 'underline' },
}));

const Accept = styled(Button, { name: 'DsCookieNotice', slot: 'Accept' })(({ theme }) => ({
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '&:hover': { background: theme.palette.background.default },
}));

const Text = styled('p', { name: 'DsCookieNotice', slot: 'Text' })({ flex: '1 1 280px', margin: 0 });

/** The open notice (CookieNotice loads it when it first opens). */
export default function CookieNoticeBar({ onAccept, policyHref }: Omit<CookieNoticeProps, 'open'>) {
  const intl = useIntl();
  return (
    <Root aria-label={intl.formatMessage(messages.label)}>
      <CookieIcon aria-hidden />
      <Text>
        {intl.formatMessage(messages.text)}{' '}
        {policyHref && <Link href={policyHref}>{intl.formatMessage(messages.policy)}</Link>}
      </Text>
      <Accept variant="contained" onClick={onAccept}>
        {intl.formatMessage(messages.accept)}
      </Accept>
    </Root>
  );
}
