import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ModalProps } from '@mui/material/Modal';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ModalFrame } from '../LoginModal/ModalFrame';
import { emailError as checkEmail, type AuthErrorCode } from '../LoginModal/loginRules';
import { authErrorMessages } from '../LoginModal/LoginModal.messages';
import type { AuthFieldError } from '../LoginModal/LoginModal';
import { messages } from './ForgotPasswordModal.messages';

export interface ForgotPasswordModalProps {
  open: boolean;
  onClose: () => void;
  /**
   * Asks for the reset link, with the e-mail trimmed, once it looks like an address. Return the request's
   * promise: the form is busy while it runs; when it **resolves** the success state shows; when it
   * **rejects** the form stays as typed (pass the server's reason in `error`).
   */
  onSubmit: (email: string) => Promise<unknown> | void;
  /** The server's reason, under the field (e.g. 'accountNotFound'); hidden once the field is edited. */
  error?: AuthFieldError;
  /** 'Back to login'; without it the link is not shown. */
  onBackToLogin?: () => void;
  /** Where the dialog mounts (default: the end of the body); stories pass their root so that axe checks it. */
  container?: ModalProps['container'];
}

/** The forgot-password modal: e-mail, send, then a success message. */
export function ForgotPasswordModal({ open, onClose, container, ...formProps }: ForgotPasswordModalProps) {
  const intl = useIntl();
  return (
    <ModalFrame open={open} onClose={onClose} title={intl.formatMessage(messages.title)} container={container} testId="forgot-password-modal">
      <ForgotPasswordForm {...formProps} />
    </ModalFrame>
  );
}

function ForgotPasswordForm({ onSubmit, error, onBackToLogin }: Omit<ForgotPasswordModalProps, 'open' | 'onClose' | 'container'>) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<AuthErrorCode | undefined>();
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<'form' | 'sending' | 'success'>('form');
  const [shownFor, setShownFor] = useState(error);
  const [edited, setEdited] = useState(false);
  if (shownFor !== error) {
    setShownFor(error);
    setEdited(false);
  }
  const shown = clientError ?? (edited ? undefined : error);
  const text = shown === undefined ? undefined : shown in authErrorMessages ? intl.formatMessage(authErrorMessages[shown as AuthErrorCode]) : shown;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    const found = checkEmail(email);
    setTried(true);
    setClientError(found);
    if (found) return;
    setEdited(false);
    setState('sending');
    try {
      await onSubmit(email.trim());
      setState('success');
    } catch {
      setState('form');
    }
  };

  if (state === 'success') {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {intl.formatMessage(messages.success, { email: email.trim() })}
        </Alert>
        {onBackToLogin && (
          <Button variant="outlined" onClick={onBackToLogin}>
            {intl.formatMessage(messages.back)}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2}>
      <Typography color="text.secondary">{intl.formatMessage(messages.text)}</Typography>
      <TextField
        label={intl.formatMessage(messages.email)}
        type="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setEdited(true);
          if (tried) setClientError(checkEmail(event.target.value));
        }}
        autoComplete="email"
        fullWidth
        error={Boolean(text)}
        helperText={text}
      />
      <Button type="submit" variant="contained" size="large" loading={state === 'sending'}>
        {intl.formatMessage(messages.submit)}
      </Button>
      {onBackToLogin && (
        <Link component="button" type="button" onClick={onBackToLogin} sx={{ alignSelf: 'center', fontSize: '0.9rem' }}>
          {intl.formatMessage(messages.back)}
        </Link>
      )}
    </Stack>
  );
}
