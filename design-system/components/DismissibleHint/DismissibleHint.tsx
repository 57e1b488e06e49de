import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { messages } from './DismissibleHint.messages';

export interface DismissibleHintProps {
  /** The hint was closed (the page may remember it). */
  onDismiss?: () => void;
  /** Another text instead of the default advice (2–3 hashtags). */
  children?: ReactNode;
  /** Start hidden (the reader closed it before). */
  defaultDismissed?: boolean;
}

const Root = styled(Alert, { name: 'DsDismissibleHint', slot: 'Root' })(({ theme }) => ({
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.secondary.main}`,
  background: theme.palette.secondary.light,
  color: theme.palette.text.primary,
  '& .MuiAlert-icon': { color: theme.palette.secondary.dark },
}));

/** The search form's hint (spec §2): advises picking 2–3 hashtags (not enforced); the reader can close it. */
export function DismissibleHint({ onDismiss, children, defaultDismissed = false }: DismissibleHintProps) {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(defaultDismissed);
  if (dismissed) return null;
  return (
    <Root
      severity="info"
      icon={<LightbulbOutlinedIcon />}
      closeText={intl.formatMessage(messages.dismiss)}
      onClose={() => {
        setDismissed(true);
        onDismiss?.();
      }}
    >
      <AlertTitle>{intl.formatMessage(messages.title)}</AlertTitle>
      {children ?? intl.formatMessage(messages.text)}
    </Root>
  );
}
