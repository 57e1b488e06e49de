import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ModalProps } from '@mui/material/Modal';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  authErrorMessages,
  emailError,
  ModalFrame,
  PasswordField,
  validateNewPassword,
  type AuthErrorCode,
  type NewPasswordErrors,
} from '../../../design-system';
import { accountMessages as m } from './messages';
import { newPasswordMessages } from './passwordMessages';

export interface RegisterValues {
  name: string;
  surname: string;
  email: string;
  password: string;
  confirmation: string;
}

/** Server errors per field (texts as the app shows them). */
export type RegisterErrors = Partial<Record<'name' | 'surname' | 'email' | 'password' | 'confirmation' | 'form', string>>;

export interface RegisterModalProps {
  open: boolean;
  onClose: () => void;
  /** Called only when the §5 rules pass and the terms are accepted. */
  onSubmit: (values: RegisterValues) => Promise<unknown> | void;
  pending?: boolean;
  errors?: RegisterErrors;
  termsHref: string;
  privacyHref: string;
  /** 'Already have an account? Log in'. */
  onLogin?: () => void;
  container?: ModalProps['container'];
}

interface ClientErrors extends NewPasswordErrors {
  email?: AuthErrorCode | 'required';
  consent?: boolean;
}

function check(values: RegisterValues, consent: boolean): ClientErrors {
  const errors: ClientErrors = validateNewPassword(values.password, values.confirmation);
  if (!values.email.trim()) errors.email = 'required';
  else if (emailError(values.email)) errors.email = 'invalidEmail';
  if (!consent) errors.consent = true;
  return errors;
}

const hasAny = (errors: ClientErrors) => Object.values(errors).some(Boolean);

/**
 * Registration (spec §1, §5): name, surname, e-mail, password and its confirmation with the §5 rules, consent
 * to the terms of use and the privacy policy. The server's errors show under their fields until edited.
 */
export function RegisterModal({ open, onClose, container, ...formProps }: RegisterModalProps) {
  const intl = useIntl();
  return (
    <ModalFrame open={open} onClose={onClose} title={intl.formatMessage(m.registerTitle)} container={container} testId="register-modal">
      <RegisterForm {...formProps} />
    </ModalFrame>
  );
}

function RegisterForm({ onSubmit, pending = false, errors, termsHref, privacyHref, onLogin }: Omit<RegisterModalProps, 'open' | 'onClose' | 'container'>) {
  const intl = useIntl();
  const [values, setValues] = useState<RegisterValues>({ name: '', surname: '', email: '', password: '', confirmation: '' });
  const [consent, setConsent] = useState(false);
  const [tried, setTried] = useState(false);
  const [clientErrors, setClientErrors] = useState<ClientErrors>({});
  const [shownFor, setShownFor] = useState(errors);
  const [edited, setEdited] = useState<Partial<Record<keyof RegisterValues, boolean>>>({});
  if (shownFor !== errors) {
    setShownFor(errors);
    setEdited({});
  }

  const change = (field: keyof RegisterValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setEdited((e) => ({ ...e, [field]: true }));
    if (tried) setClientErrors(check(next, consent));
  };

  const serverError = (field: keyof RegisterValues) => (edited[field] ? undefined : errors?.[field]);
  const emailText =
    clientErrors.email === 'required'
      ? intl.formatMessage(m.emailRequired)
      : clientErrors.email
        ? intl.formatMessage(authErrorMessages[clientErrors.email])
        : serverError('email');
  const passwordText = clientErrors.password ? intl.formatMessage(newPasswordMessages[clientErrors.password]) : serverError('password');
  const confirmationText = clientErrors.confirmation
    ? intl.formatMessage(newPasswordMessages.mismatch)
    : serverError('confirmation');
  /** What every field has: its label, value and change, and the error under it (by default the server's). */
  const fieldProps = (field: keyof RegisterValues, label: MessageDescriptor, text = serverError(field)) => ({
    label: intl.formatMessage(label),
    value: values[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
    fullWidth: true,
    error: Boolean(text),
    helperText: text,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = check(values, consent);
    setTried(true);
    setClientErrors(found);
    if (hasAny(found)) return;
    setEdited({});
    void Promise.resolve(onSubmit({ ...values, email: values.email.trim() })).catch(() => undefined);
  };

  const link = (href: string) => (chunks: ReactNode[]) => (
    <Link href={href} target="_blank" rel="noopener">
      {chunks}
    </Link>
  );

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ pt: 1 }}>
      {errors?.form && <Alert severity="error">{errors.form}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...fieldProps('name', m.name)} autoComplete="given-name" />
        <TextField {...fieldProps('surname', m.surname)} autoComplete="family-name" />
      </Stack>
      <TextField {...fieldProps('email', m.email, emailText)} type="email" autoComplete="email" required />
      <PasswordField
        {...fieldProps('password', m.password, passwordText)}
        helperText={passwordText ?? intl.formatMessage(m.passwordHint)}
        autoComplete="new-password"
        required
      />
      <PasswordField {...fieldProps('confirmation', m.confirmation, confirmationText)} autoComplete="new-password" required />
      <FormControl error={Boolean(clientErrors.consent)}>
        <FormControlLabel
          control={
            <Checkbox
              checked={consent}
              onChange={(e) => {
                setConsent(e.target.checked);
                if (tried) setClientErrors(check(values, e.target.checked));
              }}
            />
          }
          label={intl.formatMessage(m.consent, { terms: link(termsHref), privacy: link(privacyHref) })}
        />
        {clientErrors.consent && <FormHelperText>{intl.formatMessage(m.consentRequired)}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="contained" size="large" loading={pending}>
        {intl.formatMessage(m.registerSubmit)}
      </Button>
      {onLogin && (
        <Link component="button" type="button" onClick={onLogin} sx={{ alignSelf: 'center', fontSize: '0.9rem' }}>
          {intl.formatMessage(m.haveAccount)}
        </Link>
      )}
    </Stack>
  );
}
