import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ModalProps } from '@mui/material/Modal';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ModalFrame } from '../LoginModal/ModalFrame';
import { NewPasswordFields } from './NewPasswordFields';
import { hasErrors, validateNewPassword, type NewPasswordErrors } from './passwordRules';
import { messages } from './ChangePasswordModal.messages';

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  /**
   * Called only when the §5 rules pass. Return the request's promise (POST /api/password/reset with the
   * pin): while it runs the form is busy; when it **resolves** the success message shows and both fields
   * are cleared (the app clears the pin); when it **rejects** the fields are kept and a 'not changed'
   * message shows.
   */
  onSubmit: (values: { password: string; confirmation: string }) => Promise<unknown> | void;
  /**
   * The mailed link no longer works (the server refused its pin: invalid, expired or already used): instead of
   * the form the modal says so and offers to ask for a new link.
   */
  linkInvalid?: boolean;
  /** 'Request a new link' of the invalid-link state (the app opens the forgot-password modal). */
  onRequestNewLink?: () => void;
  /**
   * 'Log in' of the success state (a reader who is not signed in; the app opens the login modal). Without it the
   * success state offers 'Close'.
   */
  onSignIn?: () => void;
  /** Where the dialog mounts (default: the end of the body); stories pass their root so that axe checks it. */
  container?: ModalProps['container'];
}

/**
 * The change-password modal (spec §2, §5): new password and confirmation with show/hide toggles, the §5
 * messages under the fields, the save button; then the success message with a way on (log in, or close) instead
 * of an empty form.
 */
export function ChangePasswordModal({
  open,
  onClose,
  onSubmit,
  linkInvalid = false,
  onRequestNewLink,
  onSignIn,
  container,
}: ChangePasswordModalProps) {
  const intl = useIntl();
  return (
    <ModalFrame open={open} onClose={onClose} title={intl.formatMessage(messages.title)} container={container} testId="change-password-modal">
      {linkInvalid ? (
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Alert severity="warning" role="alert">
            {intl.formatMessage(messages.linkInvalid)}
          </Alert>
          {onRequestNewLink && (
            <Button variant="contained" size="large" onClick={onRequestNewLink}>
              {intl.formatMessage(messages.requestNewLink)}
            </Button>
          )}
        </Stack>
      ) : (
        // The form's state lives inside the dialog: closing it starts the next opening afresh.
        <ChangePasswordForm onSubmit={onSubmit} onSignIn={onSignIn} onClose={onClose} />
      )}
    </ModalFrame>
  );
}

function ChangePasswordForm({ onSubmit, onSignIn, onClose }: Pick<ChangePasswordModalProps, 'onSubmit' | 'onSignIn' | 'onClose'>) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<'form' | 'sending' | 'success' | 'failed'>('form');

  const change = (nextPassword: string, nextConfirmation: string) => {
    setPassword(nextPassword);
    setConfirmation(nextConfirmation);
    // After a first attempt the messages follow the typing, so a fixed field loses its message at once.
    if (tried) setErrors(validateNewPassword(nextPassword, nextConfirmation));
    if (state === 'failed') setState('form');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    const found = validateNewPassword(password, confirmation);
    setTried(true);
    setErrors(found);
    if (hasErrors(found)) return;
    setState('sending');
    try {
      await onSubmit({ password, confirmation });
      setPassword('');
      setConfirmation('');
      setTried(false);
      setState('success');
    } catch {
      setState('failed');
    }
  };

  if (state === 'success') {
    // Spec §4: form, then success (the fields and the pin are cleared): the reader is told, and offered the way on.
    return (
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Alert severity="success" role="status">
          {intl.formatMessage(messages.success)} {onSignIn && intl.formatMessage(messages.successSignIn)}
        </Alert>
        <Button variant="contained" size="large" onClick={onSignIn ?? onClose}>
          {intl.formatMessage(onSignIn ? messages.signIn : messages.close)}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5} sx={{ pt: 1 }}>
      {state === 'failed' && <Alert severity="error">{intl.formatMessage(messages.failed)}</Alert>}
      <NewPasswordFields password={password} confirmation={confirmation} errors={errors} onChange={change} />
      <Button type="submit" variant="contained" size="large" loading={state === 'sending'}>
        {intl.formatMessage(messages.save)}
      </Button>
    </Stack>
  );
}
