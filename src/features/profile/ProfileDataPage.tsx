import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PasswordChangeForm,
  ProfileDataForm,
  type CurrentPasswordError,
  type PasswordChangeValues,
  type ProfileField,
  type ProfileFormValues,
} from '../../../design-system';
import { useTags } from '../../api/tags';
import { useLocale } from '../../shared/useLocale';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { intlLocale } from '../../i18n';
import { tokenStore, useAuth } from '../../auth/AuthProvider';
import { serverErrors } from '../../api/errors';
import { changePassword, deleteAccount, endOtherSessions, endSession, updateProfile, useSessions } from './api';
import { profileMessages as m } from './messages';

/** "Chrome on Windows" from a User-Agent, enough to recognise one's own devices. */
export function describeBrowser(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\/|Chromium\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? null;
  const system =
    [
      [/Android/, 'Android'],
      [/iPhone|iPad|iOS/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? null;
  if (!browser && !system) return null;
  return [browser, system].filter(Boolean).join(' · ');
}

/** /{locale}/profile/data: the personal data (the e-mail read-only), the password, the sessions, deleting the account. */
export function ProfileDataPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { current, refresh } = useAuth();
  const { tags } = useTags(locale);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [formError, setFormError] = useState<string>();
  if (!current) return null;
  const { user } = current;

  const submit = async (values: ProfileFormValues) => {
    setSaving(true);
    setSaved(false);
    try {
      await updateProfile(locale, {
        name: values.name,
        surname: values.surname,
        country: values.country,
        city: values.city,
        tags: values.tagIds,
      });
      await refresh();
      setErrors({});
      setFormError(undefined);
      setSaved(true);
    } catch (error) {
      const { fields } = serverErrors(error);
      setErrors({ name: fields.name, surname: fields.surname, country: fields.country, city: fields.city, tagIds: fields.tags });
      setFormError(Object.values(fields).some(Boolean) ? undefined : intl.formatMessage(m.loadError));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={4}>
      <ProfileDataForm
        user={{ name: user.name, surname: user.surname, country: user.country, city: user.city, email: user.email, tagIds: user.tags.map((t) => t.id) }}
        tags={[...(tags?.main_tags ?? []), ...(tags?.additional_tags ?? [])]}
        onSubmit={(values) => void submit(values)}
        saving={saving}
        saved={saved}
        errors={errors}
        formError={formError}
      />
      <PasswordPanel hasPassword={user.has_password} />
      <SessionsPanel />
      <DeleteAccountPanel hasPassword={user.has_password} />
    </Stack>
  );
}

/**
 * Changing the password (issue 19): current + new with the §5 rules (POST /api/user/password); the other sessions
 * end, so the sessions list is asked again. An account without a password (Google/Facebook) sets a first one.
 */
function PasswordPanel({ hasPassword }: { hasPassword: boolean }) {
  const { refresh } = useAuth();
  const { mutate: reloadSessions } = useSessions();
  const [currentError, setCurrentError] = useState<CurrentPasswordError>();
  const submit = async ({ current, password, confirmation }: PasswordChangeValues) => {
    try {
      await changePassword({ ...(hasPassword ? { current_password: current } : {}), password, password_confirmation: confirmation });
    } catch (error) {
      const text = serverErrors(error).fields.current_password;
      setCurrentError(text === 'The current password is incorrect.' ? 'wrong' : text === 'Enter your current password.' ? 'required' : text);
      throw error;
    }
    setCurrentError(undefined);
    await Promise.all([reloadSessions(), hasPassword ? undefined : refresh()]);
  };
  return <PasswordChangeForm hasPassword={hasPassword} onSubmit={submit} currentError={currentError} />;
}

/** The active sessions, each endable, and "sign out on all other devices" (beyond the spec). */
function SessionsPanel() {
  const intl = useIntl();
  const locale = useLocale();
  const { data: sessions, mutate } = useSessions();
  const [note, setNote] = useState<string | null>(null);
  const date = (iso: string) => new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  const others = (sessions ?? []).filter((s) => !s.current).length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sessions-title" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography variant="h3" component="h2" id="sessions-title" sx={{ fontSize: '1.25rem' }}>
        {intl.formatMessage(m.sessions)}
      </Typography>
      <List data-testid="sessions">
        {(sessions ?? []).map((session) => (
          <ListItem
            key={session.id}
            disableGutters
            secondaryAction={
              session.current ? undefined : (
                <Button size="small" onClick={() => void endSession(session.id).then(() => mutate())}>
                  {intl.formatMessage(m.sessionEnd)}
                </Button>
              )
            }
          >
            <ListItemText
              primary={`${describeBrowser(session.user_agent) ?? intl.formatMessage(m.sessionUnknown)}${session.current ? ` — ${intl.formatMessage(m.sessionCurrent)}` : ''}`}
              secondary={intl.formatMessage(m.sessionLastUsed, { date: date(session.last_used_at) })}
            />
          </ListItem>
        ))}
      </List>
      {note && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {note}
        </Alert>
      )}
      <Button
        variant="outlined"
        disabled={others === 0}
        onClick={() =>
          void endOtherSessions().then(({ ended }) => {
            setNote(intl.formatMessage(m.signedOutOthers, { count: ended }));
            return mutate();
          })
        }
      >
        {intl.formatMessage(m.signOutEverywhere)}
      </Button>
    </Paper>
  );
}

/** Delete my account (beyond the spec): the password, or a fresh Google/Facebook sign-in for accounts without one. */
function DeleteAccountPanel({ hasPassword }: { hasPassword: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await deleteAccount(hasPassword ? password : undefined);
      tokenStore.set(null);
      await refresh();
      navigate(paths.home(locale), { replace: true });
    } catch (failure) {
      const { fields, message } = serverErrors(failure);
      setError(fields.password ?? message ?? intl.formatMessage(m.loadError));
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="delete-title" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography variant="h3" component="h2" id="delete-title" sx={{ fontSize: '1.25rem' }}>
        {intl.formatMessage(m.deleteTitle)}
      </Typography>
      <Typography color="text.secondary" sx={{ my: 1.5 }}>
        {intl.formatMessage(m.deleteText)}
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {intl.formatMessage(m.deleteButton)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-dialog-title" fullWidth maxWidth="xs">
        <DialogTitle id="delete-dialog-title">{intl.formatMessage(m.deleteTitle)}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{intl.formatMessage(m.deleteText)}</Typography>
          {hasPassword ? (
            <TextField
              type="password"
              label={intl.formatMessage(m.deletePassword)}
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(undefined);
              }}
              autoComplete="current-password"
              fullWidth
              error={Boolean(error)}
              helperText={error}
            />
          ) : (
            <>
              <Typography color="text.secondary">{intl.formatMessage(m.deleteSocial)}</Typography>
              {error && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {error}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{intl.formatMessage(m.cancel)}</Button>
          <Button color="error" variant="contained" loading={pending} onClick={() => void confirm()}>
            {intl.formatMessage(m.deleteConfirm)}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

export const route: PageRoute = { Component: ProfileDataPage };
