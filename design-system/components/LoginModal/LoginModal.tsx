import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ModalProps } from '@mui/material/Modal';
import { styled } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import GoogleIcon from '@mui/icons-material/Google';
import FacebookIcon from '@mui/icons-material/Facebook';
import { PasswordField } from '../ChangePasswordModal/PasswordField';
import { ModalFrame } from './ModalFrame';
import { validateLogin, type AuthErrorCode, type LoginErrors } from './loginRules';
import { authErrorMessages, messages } from './LoginModal.messages';

/** An error under a field: a known code (shown in the interface language) or a server's text as is. */
export type AuthFieldError = AuthErrorCode | (string & {});

export interface LoginServerErrors {
  email?: AuthFieldError;
  password?: AuthFieldError;
  /** An error of the whole form, above the fields. */
  form?: string;
}

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  /** Called with the e-mail (trimmed) and password once the client checks pass (spec §5). */
  onSubmit: (credentials: { email: string; password: string }) => Promise<unknown> | void;
  /** The sign-in request is under way. */
  pending?: boolean;
  /**
   * The server's errors, shown under their fields until that field is edited, e.g.
   * `{ email: 'accountNotFound' }` → 'No account found with that email address.'
   */
  errors?: LoginServerErrors;
  /**
   * Google sign-in entry point (spec §2: /google_auth). A full page load, not an in-app link. null: Google sign-in
   * is not configured on the server, and is not offered.
   */
  googleHref?: string | null;
  /** Facebook sign-in entry point (spec §2: /fb_auth); null: not offered. */
  facebookHref?: string | null;
  /** 'Forgot your password?' (the app opens the forgot-password modal). */
  onForgotPassword?: () => void;
  /** 'Sign up'; without it the link is not shown. */
  onRegister?: () => void;
  /** Where the dialog mounts (default: the end of the body); stories pass their root so that axe checks it. */
  container?: ModalProps['container'];
}

const Social = styled(Button, { name: 'DsLoginModal', slot: 'Social' })(({ theme }) => ({
  justifyContent: 'center',
  color: theme.palette.text.primary,
  borderColor: theme.palette.divider,
})) as typeof Button;

/** The login modal (spec §2, §6): e-mail and password, Google and Facebook sign-in, server errors under the fields. */
export function LoginModal({ open, onClose, container, ...formProps }: LoginModalProps) {
  const intl = useIntl();
  return (
    <ModalFrame open={open} onClose={onClose} title={intl.formatMessage(messages.title)} container={container} testId="login-modal">
      <LoginForm {...formProps} />
    </ModalFrame>
  );
}

function LoginForm({
  onSubmit,
  pending = false,
  errors,
  googleHref = '/google_auth',
  facebookHref = '/fb_auth',
  onForgotPassword,
  onRegister,
}: Omit<LoginModalProps, 'open' | 'onClose' | 'container'>) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [clientErrors, setClientErrors] = useState<LoginErrors>({});
  const [tried, setTried] = useState(false);
  // Server errors hide once their field is edited; a new `errors` object shows them again.
  const [shownFor, setShownFor] = useState(errors);
  const [edited, setEdited] = useState<{ email?: boolean; password?: boolean }>({});
  if (shownFor !== errors) {
    setShownFor(errors);
    setEdited({});
  }

  const text = (error: AuthFieldError | undefined) =>
    error === undefined ? undefined : error in authErrorMessages ? intl.formatMessage(authErrorMessages[error as AuthErrorCode]) : error;
  const emailError = text(clientErrors.email ?? (edited.email ? undefined : errors?.email));
  const passwordError = text(clientErrors.password ?? (edited.password ? undefined : errors?.password));

  const change = (field: 'email' | 'password', value: string) => {
    const next = { email, password, [field]: value };
    if (field === 'email') setEmail(value);
    else setPassword(value);
    setEdited((e) => ({ ...e, [field]: true }));
    if (tried) setClientErrors(validateLogin(next.email, next.password));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateLogin(email, password);
    setTried(true);
    setClientErrors(found);
    if (found.email || found.password) return;
    setEdited({});
    void Promise.resolve(onSubmit({ email: email.trim(), password })).catch(() => undefined);
  };

  return (
    <Stack spacing={2.5}>
      <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ pt: 1 }}>
        {errors?.form && <Alert severity="error">{errors.form}</Alert>}
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          value={email}
          onChange={(event) => change('email', event.target.value)}
          autoComplete="email"
          fullWidth
          error={Boolean(emailError)}
          helperText={emailError}
        />
        <PasswordField
          label={intl.formatMessage(messages.password)}
          value={password}
          onChange={(event) => change('password', event.target.value)}
          autoComplete="current-password"
          fullWidth
          error={Boolean(passwordError)}
          helperText={passwordError}
        />
        {onForgotPassword && (
          <Link component="button" type="button" onClick={onForgotPassword} sx={{ alignSelf: 'flex-start', fontSize: '0.9rem' }}>
            {intl.formatMessage(messages.forgot)}
          </Link>
        )}
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Stack>
      {(googleHref !== null || facebookHref !== null) && (
        <>
          <Divider>{intl.formatMessage(messages.or)}</Divider>
          <Stack spacing={1.5}>
            {googleHref !== null && (
              <Social component="a" href={googleHref} variant="outlined" size="large" startIcon={<GoogleIcon />}>
                {intl.formatMessage(messages.google)}
              </Social>
            )}
            {facebookHref !== null && (
              <Social component="a" href={facebookHref} variant="outlined" size="large" startIcon={<FacebookIcon />}>
                {intl.formatMessage(messages.facebook)}
              </Social>
            )}
          </Stack>
        </>
      )}
      {onRegister && (
        <Link component="button" type="button" onClick={onRegister} sx={{ alignSelf: 'center', fontSize: '0.9rem' }}>
          {intl.formatMessage(messages.register)}
        </Link>
      )}
    </Stack>
  );
}
