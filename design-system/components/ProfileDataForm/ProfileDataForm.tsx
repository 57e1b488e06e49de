import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TagView } from '../../types';
import { TagChip } from '../TagChip';
import { messages } from './ProfileDataForm.messages';
import { toggleId } from '../../lib/toggleId';

/** The user's data as the profile shows it (spec §3: User). */
export interface ProfileData {
  name: string | null;
  surname: string | null;
  country: string | null;
  city: string | null;
  /** Cannot be changed. */
  email: string;
  /** Ids of the interest tags. */
  tagIds: number[];
}

/** What the form submits (POST /api/user/update). */
export interface ProfileFormValues {
  name: string;
  surname: string;
  country: string;
  city: string;
  tagIds: number[];
}

export type ProfileField = keyof ProfileFormValues;

export interface ProfileDataFormProps {
  user: ProfileData;
  /** The tags a user can pick as interests. */
  tags: TagView[];
  onSubmit: (values: ProfileFormValues) => void;
  /** The request is under way. */
  saving?: boolean;
  /** The server saved the data. */
  saved?: boolean;
  /** Server errors per field (422), shown under the fields; what the user typed stays. */
  errors?: Partial<Record<ProfileField, string>>;
  /** A server error that belongs to no field. */
  formError?: string;
  loading?: boolean;
}

const Root = styled('form', { name: 'DsProfileDataForm', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(3),
  maxWidth: 720,
}));

const Fields = styled('div', { name: 'DsProfileDataForm', slot: 'Fields' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
}));

const Tags = styled('div', { name: 'DsProfileDataForm', slot: 'Tags' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  marginTop: theme.spacing(1),
}));

const initialValues = (user: ProfileData): ProfileFormValues => ({
  name: user.name ?? '',
  surname: user.surname ?? '',
  country: user.country ?? '',
  city: user.city ?? '',
  tagIds: user.tagIds,
});

/**
 * The profile's data tab: first name, surname, country and city, interest tags; the e-mail is shown read-only.
 * Server errors come by props and show under their fields; the typed values are kept.
 */
export function ProfileDataForm({ user, tags, onSubmit, saving = false, saved = false, errors = {}, formError, loading = false }: ProfileDataFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const interestsId = useId();
  const [values, setValues] = useState(() => initialValues(user));
  const [editedSinceSubmit, setEdited] = useState(false);

  const set = <K extends ProfileField>(field: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEdited(false);
    onSubmit(values);
  };
  const textField = (field: Exclude<ProfileField, 'tagIds'>, autoComplete: string) => (
    <TextField
      name={field}
      label={intl.formatMessage(messages[field])}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      autoComplete={autoComplete}
      fullWidth
    />
  );

  if (loading) {
    return (
      <div aria-busy="true" data-testid="profile-form-skeleton" style={{ maxWidth: 720 }}>
        <Skeleton variant="text" width="30%" sx={{ fontSize: '1.5rem' }} />
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} sx={{ my: 2 }} />
        ))}
      </div>
    );
  }

  return (
    <Root onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Typography variant="h3" component="h2" id={titleId} sx={{ fontSize: '1.5rem' }}>
        {intl.formatMessage(messages.title)}
      </Typography>
      <Fields>
        {textField('name', 'given-name')}
        {textField('surname', 'family-name')}
        {textField('country', 'country-name')}
        {textField('city', 'address-level2')}
        <TextField
          label={intl.formatMessage(messages.email)}
          value={user.email}
          helperText={intl.formatMessage(messages.emailHelp)}
          slotProps={{ htmlInput: { readOnly: true } }}
          fullWidth
          sx={{ gridColumn: '1 / -1' }}
        />
      </Fields>
      <div role="group" aria-labelledby={interestsId}>
        <Typography variant="h6" component="h3" id={interestsId}>
          {intl.formatMessage(messages.interests)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(messages.interestsHelp)}
        </Typography>
        <Tags>
          {tags.map((tag) => (
            <TagChip
              key={tag.id}
              tag={tag}
              size="medium"
              selected={values.tagIds.includes(tag.id)}
              onClick={() =>
                set('tagIds', toggleId(values.tagIds, tag.id))
              }
            />
          ))}
        </Tags>
        {errors.tagIds && <FormHelperText error>{errors.tagIds}</FormHelperText>}
      </div>
      {formError && <Alert severity="error">{formError}</Alert>}
      {saved && !editedSinceSubmit && !saving && (
        <Alert severity="success" role="status">
          {intl.formatMessage(messages.saved)}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" size="large" disabled={saving}>
          {intl.formatMessage(saving ? messages.saving : messages.save)}
        </Button>
      </div>
    </Root>
  );
}
