import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ChangePasswordModal,
  ForgotPasswordModal,
  LoginModal,
  ModalFrame,
  RegistrationSuccessModal,
  type AuthFieldError,
  type LoginServerErrors,
} from '../../../design-system';
import { useLocale } from '../../shared/useLocale';
import { useSiteConfig } from '../../shared/siteConfig';
import { paths } from '../../shared/paths';
import { useAuth } from '../../auth/AuthProvider';
import { serverErrors, type ServerErrors } from '../../api/errors';
import { accountApi, rememberReturnPath } from './api';
import { accountMessages as m } from './messages';
import { RegisterModal, type RegisterErrors, type RegisterValues } from './RegisterModal';
import type { SocialSignInError } from './SocialCallbackPage';

/** The server's texts the design system knows by code (shown in the interface language). */
const SERVER_CODES: Record<string, AuthFieldError> = {
  'Invalid e-mail.': 'invalidEmail',
  'The password is too short. Please use at least 8 characters.': 'passwordTooShort',
  'No account found with that email address.': 'accountNotFound',
};

/** The server's other texts this app translates; anything else is shown as the server wrote it. */
function localized(intl: IntlShape, text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (text.startsWith('Incorrect password')) return intl.formatMessage(m.wrongPassword);
  if (text.startsWith('This account signs in with Google or Facebook')) return intl.formatMessage(m.noPassword);
  if (text === 'Enter your e-mail.') return intl.formatMessage(m.emailRequired);
  if (text.startsWith('An account with this e-mail already exists')) return intl.formatMessage(m.emailTaken);
  return text;
}

const asField = (intl: IntlShape, text: string | undefined): AuthFieldError | undefined =>
  text === undefined ? undefined : (SERVER_CODES[text] ?? localized(intl, text));

/** A message for the whole form when the failure belongs to no field. */
function formError(intl: IntlShape, errors: ServerErrors): string | undefined {
  if (Object.values(errors.fields).some(Boolean)) return undefined;
  if (errors.status === 429) return intl.formatMessage(m.tooMany);
  if (errors.status === 503) return intl.formatMessage(m.mailFailed);
  return intl.formatMessage(m.failed);
}

/** The path a reader is on, as the social sign-in's way back. */
const here = (location: { pathname: string; search: string; hash: string }) => location.pathname + location.search + location.hash;

/** Pins already sent (the confirmation link works once: a second call would fail). */
const handledPins = new Set<string>();

/**
 * The accounts' modals, in one place beside the layout: login, registration, forgot password (opened through
 * useAuth().openModal) and those opened by the address (?pin=, ?email-pin=, spec §2), which remove their
 * parameter once handled. Everything here starts after hydration: the server renders the page without them.
 */
export function AccountModals() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { modal, openModal, signIn, refresh, signedIn, current, status } = useAuth();
  // Only the providers the server has configured are offered (the others would fail).
  const { signInProviders } = useSiteConfig();

  const [pending, setPending] = useState(false);
  const [loginErrors, setLoginErrors] = useState<LoginServerErrors>();
  const [registerErrors, setRegisterErrors] = useState<RegisterErrors>();
  const [forgotError, setForgotError] = useState<AuthFieldError>();
  const [checkMail, setCheckMail] = useState<{ email: string; sent: boolean } | null>(null);
  const [resetPin, setResetPin] = useState<string | null>(null);
  const [changePasswordOpen, setChangePasswordOpen] = useState(false);
  const [resetLinkInvalid, setResetLinkInvalid] = useState(false);
  const [confirmedAt, setConfirmedAt] = useState<string | null>(null);
  // A confirmation link that did not work: 'open' shows why and what to do; 'afterLogin' reopens it once the
  // reader has logged in from it (to offer a new link).
  const [confirmFailure, setConfirmFailure] = useState<'open' | 'afterLogin' | null>(null);

  // Closing or switching modals starts the next one without old errors.
  const show = (next: typeof modal) => {
    setLoginErrors(undefined);
    setRegisterErrors(undefined);
    setForgotError(undefined);
    openModal(next);
  };

  // Google and Facebook bring the reader back here (SocialCallbackPage reads it).
  useEffect(() => {
    if (modal === 'login' || modal === 'register') rememberReturnPath(here(location));
  }, [modal, location]);

  // A refused or failed social sign-in comes back with its reason: the login modal shows it.
  const socialError = (location.state as { socialError?: SocialSignInError } | null)?.socialError;
  const [seenSocialError, setSeenSocialError] = useState<SocialSignInError | undefined>(undefined);
  if (socialError !== seenSocialError) {
    setSeenSocialError(socialError);
    if (socialError) {
      const provider = socialError.provider === 'facebook' ? 'Facebook' : 'Google';
      const texts = {
        declined: m.socialDeclined,
        conflict: m.socialConflict,
        noEmail: m.socialNoEmail,
        expired: m.socialExpired,
        unavailable: m.socialUnavailable,
        failed: m.socialFailed,
      };
      setLoginErrors({ form: intl.formatMessage(texts[socialError.kind], { provider }) });
    }
  }
  useEffect(() => {
    if (!socialError) return;
    openModal('login');
    navigate(here(location), { replace: true, state: null });
  }, [socialError, openModal, navigate, location]);

  // ?pin= (the reset mail): the change-password modal; ?email-pin= (the confirmation mail): confirm, then the
  // registration-success modal, or the home page when the link does not work (spec §4, §8).
  const pin = searchParams.get('pin');
  const emailPin = searchParams.get('email-pin');
  const [seenPin, setSeenPin] = useState<string | null>(null);
  if (pin !== null && pin !== seenPin) {
    setSeenPin(pin);
    setResetPin(pin);
    setResetLinkInvalid(false);
    setChangePasswordOpen(true);
  }
  // A used, expired or bad link says so as the modal opens, before a new password is typed (issue 19).
  useEffect(() => {
    if (!resetPin) return;
    let active = true;
    accountApi.checkReset(resetPin).then(
      ({ valid }) => {
        if (active && !valid) setResetLinkInvalid(true);
      },
      // Not known (offline, too many attempts): the form stays; saving tells.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [resetPin]);
  useEffect(() => {
    if (pin === null && emailPin === null) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('pin');
    rest.delete('email-pin');
    const confirmedPath = location.pathname;
    if (emailPin !== null && !handledPins.has(emailPin)) {
      handledPins.add(emailPin);
      accountApi.confirmEmail(emailPin).then(
        () => {
          setConfirmedAt(confirmedPath);
          if (signedIn) void refresh();
        },
        // Spec §8 sent the reader home without a word; the modal says what happened and what to do (issue 19).
        () => setConfirmFailure('open'),
      );
    }
    setSearchParams(rest, { replace: true });
  }, [pin, emailPin, searchParams, setSearchParams, refresh, signedIn, location.pathname]);

  // Logged in from the failed-confirmation modal: it comes back, now able to offer a new link.
  const confirmFailedOpen = confirmFailure === 'open' || (confirmFailure === 'afterLogin' && Boolean(current) && modal === null);

  // The registration-success modal hides on route change (spec §4).
  const successOpen = confirmedAt !== null && confirmedAt === location.pathname;
  const lastPath = useRef(location.pathname);
  useEffect(() => {
    if (lastPath.current !== location.pathname) {
      lastPath.current = location.pathname;
      setConfirmedAt(null);
    }
  }, [location.pathname]);

  const login = async (credentials: { email: string; password: string }) => {
    setPending(true);
    try {
      const answer = await accountApi.login(locale, credentials);
      setLoginErrors(undefined);
      await signIn(answer.token, answer);
    } catch (error) {
      const errors = serverErrors(error);
      setLoginErrors({
        email: asField(intl, errors.fields.email),
        password: asField(intl, errors.fields.password),
        form: formError(intl, errors),
      });
      throw error;
    } finally {
      setPending(false);
    }
  };

  const register = async (values: RegisterValues) => {
    setPending(true);
    try {
      const { confirmation, ...rest } = values;
      const answer = await accountApi.register({ ...rest, password_confirmation: confirmation, lang: locale });
      setRegisterErrors(undefined);
      await signIn(answer.token, answer);
      setCheckMail({ email: values.email, sent: !answer.message.startsWith('Your account is created, but') });
    } catch (error) {
      const errors = serverErrors(error);
      setRegisterErrors({
        name: errors.fields.name,
        surname: errors.fields.surname,
        email: localized(intl, errors.fields.email),
        password: errors.fields.password,
        confirmation: errors.fields.password_confirmation,
        form: formError(intl, errors),
      });
      throw error;
    } finally {
      setPending(false);
    }
  };

  const forgot = async (email: string) => {
    try {
      await accountApi.forgot(locale, email);
      setForgotError(undefined);
    } catch (error) {
      const errors = serverErrors(error);
      setForgotError(asField(intl, errors.fields.email) ?? formError(intl, errors));
      throw error;
    }
  };

  const reset = async ({ password, confirmation }: { password: string; confirmation: string }) => {
    try {
      await accountApi.reset(resetPin ?? '', password, confirmation);
    } catch (error) {
      // The server refused the pin (invalid, expired or used): the modal says so and offers a new link.
      if (serverErrors(error).fields.pin) setResetLinkInvalid(true);
      throw error;
    }
    // Spec §4: form, then success, then fields and pin cleared.
    setResetPin(null);
  };

  const close = () => show(null);
  const resetSignIn = signedIn
    ? undefined
    : () => {
        setChangePasswordOpen(false);
        show('login');
      };
  return (
    <>
      <LoginModal
        open={modal === 'login'}
        onClose={close}
        onSubmit={login}
        pending={pending}
        errors={loginErrors}
        googleHref={signInProviders.includes('google') ? '/google_auth' : null}
        facebookHref={signInProviders.includes('facebook') ? '/fb_auth' : null}
        onForgotPassword={() => show('forgot')}
        onRegister={() => show('register')}
      />
      <RegisterModal
        open={modal === 'register'}
        onClose={close}
        onSubmit={register}
        pending={pending}
        errors={registerErrors}
        termsHref={paths.terms(locale)}
        privacyHref={paths.politics(locale)}
        onLogin={() => show('login')}
      />
      <ForgotPasswordModal open={modal === 'forgot'} onClose={close} onSubmit={forgot} error={forgotError} onBackToLogin={() => show('login')} />
      <ModalFrame open={checkMail !== null} onClose={() => setCheckMail(null)} title={intl.formatMessage(m.checkMailTitle)} testId="check-mail-modal">
        <Stack spacing={3}>
          <Typography>
            {checkMail?.sent === false ? intl.formatMessage(m.checkMailNotSent) : intl.formatMessage(m.checkMailText, { email: checkMail?.email ?? '' })}
          </Typography>
          <Button variant="contained" size="large" onClick={() => setCheckMail(null)}>
            {intl.formatMessage(m.close)}
          </Button>
        </Stack>
      </ModalFrame>
      <ChangePasswordModal
        open={changePasswordOpen}
        onClose={() => setChangePasswordOpen(false)}
        onSubmit={reset}
        linkInvalid={resetLinkInvalid}
        onRequestNewLink={() => {
          setChangePasswordOpen(false);
          show('forgot');
        }}
        onSignIn={resetSignIn}
      />
      <ConfirmFailedModal
        open={confirmFailedOpen}
        onClose={() => setConfirmFailure(null)}
        account={
          status === 'loading' || status === 'unknown'
            ? undefined
            : current
              ? { email: current.user.email, verified: current.user.email_verified }
              : null
        }
        onLogin={() => {
          setConfirmFailure('afterLogin');
          show('login');
        }}
      />
      <RegistrationSuccessModal open={successOpen} onClose={() => setConfirmedAt(null)} />
    </>
  );
}

/**
 * A confirmation link that did not work (used, expired or bad): what happened, and what to do — nothing when the
 * address is confirmed already; else a new link (signed in) or logging in first.
 */
function ConfirmFailedModal({
  open,
  onClose,
  account,
  onLogin,
}: {
  open: boolean;
  onClose: () => void;
  /** The signed-in reader; null: a visitor; undefined: not known yet (only the alert shows). */
  account: { email: string; verified: boolean } | null | undefined;
  onLogin: () => void;
}) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const resend = async () => {
    setState('sending');
    try {
      await accountApi.resendConfirmation();
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <ModalFrame open={open} onClose={onClose} title={intl.formatMessage(m.confirmFailedTitle)} testId="confirm-failed-modal">
      <Stack spacing={3}>
        {account?.verified ? (
          <Typography>{intl.formatMessage(m.confirmAlready)}</Typography>
        ) : (
          <Alert severity="warning" role="alert">
            {intl.formatMessage(m.confirmFailed)}
          </Alert>
        )}
        {state === 'sent' && account ? (
          <Alert severity="success" role="status">
            {intl.formatMessage(m.confirmResent, { email: account.email })}
          </Alert>
        ) : account && !account.verified ? (
          <>
            <Typography>{intl.formatMessage(m.confirmResendOffer, { email: account.email })}</Typography>
            {state === 'failed' && <Alert severity="error">{intl.formatMessage(m.mailFailed)}</Alert>}
            <Button variant="contained" size="large" loading={state === 'sending'} onClick={() => void resend()}>
              {intl.formatMessage(m.confirmResend)}
            </Button>
          </>
        ) : account === null ? (
          <>
            <Typography>{intl.formatMessage(m.confirmSignInOffer)}</Typography>
            <Button variant="contained" size="large" onClick={onLogin}>
              {intl.formatMessage(m.logIn)}
            </Button>
          </>
        ) : null}
        {(account?.verified || state === 'sent') && (
          <Button variant="contained" size="large" onClick={onClose}>
            {intl.formatMessage(m.close)}
          </Button>
        )}
      </Stack>
    </ModalFrame>
  );
}
