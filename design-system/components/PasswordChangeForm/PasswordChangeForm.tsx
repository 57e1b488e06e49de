import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PasswordField } from '../ChangePasswordModal/PasswordField';
import { NewPasswordFields } from '../ChangePasswordModal/NewPasswordFields';
import { hasErrors, validateNewPassword, type NewPasswordErrors } from '../ChangePasswordModal/passwordRules';
import { messages as passwordMessages } from '../ChangePasswordModal/ChangePasswordModal.messages';
import { messages } from './PasswordChangeForm.messages';

export interface PasswordChangeValues {
  /** Empty for an account without a password. */
  current: string;
  password: string;
  confirmation: string;
}

/** Why the server refused the current password: 'wrong', or its own text. */
export type CurrentPasswordError = 'wrong' | 'required' | string;

export interface PasswordChangeFormProps {
  /** The account has a password (else it signs in with Google/Facebook only and sets a first one: no current field). */
  hasPassword: boolean;
  /**
   * Called only when the §5 rules pass (POST /api/user/password). Resolves: the success state. Rejects: the fields
   * stay; `currentError` (set by the page before rejecting) shows under the current password, else a 'not changed'
   * message.
   */
  onSubmit: (values: PasswordChangeValues) => Promise<unknown>;
  currentError?: CurrentPasswordError;
}

const Root = styled('section', { name: 'DsPasswordChangeForm', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2.5),
  maxWidth: 720,
  padding: theme.spacing(3),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius),
  background: theme.palette.background.paper,
  [theme.breakpoints.down('md')]: { padding: theme.spacing(2) },
}));

/**
 * The profile's password change (issue 19): the current password (when the account has one), the new one and its
 * confirmation with the §5 messages; on success the message says the other devices are signed out.
 */
export function PasswordChangeForm({ hasPassword, onSubmit, currentError }: PasswordChangeFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors & { current?: 'required' }>({});
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<'form' | 'sending' | 'success' | 'failed'>('form');
  // A server error on the current password hides once that field is edited.
  const [currentEdited, setCurrentEdited] = useState(false);

  const check = (next: { current: string; password: string; confirmation: string }) => ({
    ...validateNewPassword(next.password, next.confirmation),
    ...(hasPassword && next.current === '' ? { current: 'required' as const } : {}),
  });
  const change = (next: { current: string; password: string; confirmation: string }) => {
    setCurrent(next.current);
    setPassword(next.password);
    setConfirmation(next.confirmation);
    if (tried) setErrors(check(next));
    if (state === 'failed') setState('form');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    const found = check({ current, password, confirmation });
    setTried(true);
    setErrors(found);
    if (hasErrors(found)) return;
    setState('sending');
    setCurrentEdited(false);
    try {
      await onSubmit({ current, password, confirmation });
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setTried(false);
      setState('success');
    } catch {
      setState('failed');
    }
  };

  const serverCurrent = currentEdited ? undefined : currentError;
  const currentText =
    errors.current === 'required' || serverCurrent === 'required'
      ? intl.formatMessage(messages.currentRequired)
      : serverCurrent === 'wrong'
        ? intl.formatMessage(messages.currentWrong)
        : serverCurrent;

  return (
    <Root aria-labelledby={titleId}>
      <Typography variant="h3" component="h2" id={titleId} sx={{ fontSize: '1.25rem' }}>
        {intl.formatMessage(hasPassword ? messages.title : messages.setTitle)}
      </Typography>
      {state === 'success' ? (
        <>
          <Alert severity="success" role="status">
            {intl.formatMessage(messages.success)}
          </Alert>
          <div>
            <Button variant="outlined" onClick={() => setState('form')}>
              {intl.formatMessage(messages.again)}
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <Typography color="text.secondary">{intl.formatMessage(hasPassword ? messages.othersNote : messages.setText)}</Typography>
          {hasPassword && (
            <PasswordField
              label={intl.formatMessage(messages.current)}
              name="current_password"
              value={current}
              onChange={(event) => {
                setCurrentEdited(true);
                change({ current: event.target.value, password, confirmation });
              }}
              autoComplete="current-password"
              required
              fullWidth
              error={Boolean(currentText)}
              helperText={currentText}
            />
          )}
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            errors={errors}
            onChange={(nextPassword, nextConfirmation) => change({ current, password: nextPassword, confirmation: nextConfirmation })}
          />
          {state === 'failed' && !serverCurrent && <Alert severity="error">{intl.formatMessage(passwordMessages.failed)}</Alert>}
          <div>
            <Button type="submit" variant="contained" size="large" loading={state === 'sending'}>
              {intl.formatMessage(hasPassword ? messages.submit : messages.setTitle)}
            </Button>
          </div>
        </form>
      )}
    </Root>
  );
}
