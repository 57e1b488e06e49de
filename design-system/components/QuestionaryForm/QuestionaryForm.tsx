import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { messages } from './QuestionaryForm.messages';

/** Spec §3/§6: the roles of the educator questionnaire. */
export const QUESTIONARY_ROLES = ['teacher', 'student', 'parent', 'other'] as const;
export type QuestionaryRole = (typeof QUESTIONARY_ROLES)[number];

/** The answers (POST /api/user/questionary). */
export interface QuestionaryValues {
  role: QuestionaryRole;
  organisation: string;
  city: string;
  /** Subjects taught or studied, interests. */
  subjects: string[];
  /** How they will use the tool. */
  usage: string;
  /** Free text. */
  comment: string;
}

export type QuestionaryField = keyof QuestionaryValues;

/** The answers the form (and the server) require besides the role. */
export const QUESTIONARY_REQUIRED_FIELDS = ['organisation', 'city', 'usage'] as const;
type RequiredField = (typeof QUESTIONARY_REQUIRED_FIELDS)[number];

/** An error of a field: a server text, or 'required' (shown in the interface language). */
export type QuestionaryFieldError = string | 'required';

export interface QuestionaryFormProps {
  /** Saved answers, when there are some. */
  value?: Partial<QuestionaryValues> | null;
  onSubmit: (values: QuestionaryValues) => void;
  saving?: boolean;
  /** The server saved the answers. */
  saved?: boolean;
  /** Server errors per field (422; 'required' for a missing answer); the answers stay as typed. */
  errors?: Partial<Record<QuestionaryField, QuestionaryFieldError>>;
  /** A server error that belongs to no field. */
  formError?: string;
  loading?: boolean;
}

const roleMessages = {
  teacher: messages.roleTeacher,
  student: messages.roleStudent,
  parent: messages.roleParent,
  other: messages.roleOther,
} as const;

const Root = styled('form', { name: 'DsQuestionaryForm', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2.5),
  maxWidth: 720,
}));

const Row = styled('div', { name: 'DsQuestionaryForm', slot: 'Row' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
}));

const Subjects = styled('ul', { name: 'DsQuestionaryForm', slot: 'Subjects' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  margin: theme.spacing(1, 0, 0),
  padding: 0,
  listStyle: 'none',
  '& li': {
    ...theme.typography.body2,
    display: 'inline-flex',
    alignItems: 'center',
    padding: theme.spacing(0.25, 0.25, 0.25, 1.25),
    borderRadius: theme.spacing(2),
    background: theme.palette.primary.light,
    color: theme.palette.primary.dark,
    fontWeight: 500,
    overflowWrap: 'anywhere',
  },
  '& button': { color: 'inherit', padding: 2 },
}));

const emptyValues: QuestionaryValues = { role: 'teacher', organisation: '', city: '', subjects: [], usage: '', comment: '' };

const requiredMessages = {
  organisation: messages.organisationRequired,
  city: messages.cityRequired,
  usage: messages.usageRequired,
} as const;

/** The required answers left empty (blank counts as empty). */
const missingAnswers = (values: QuestionaryValues): Partial<Record<QuestionaryField, 'required'>> =>
  Object.fromEntries(QUESTIONARY_REQUIRED_FIELDS.filter((field) => values[field].trim() === '').map((field) => [field, 'required']));

/**
 * The profile's questionnaire for the educators' tool: role, organisation, city, subjects, how the tool will be used
 * and free text. Organisation, city and usage are required: a send without them shows a message under each and
 * is not sent. Server errors come by props and show under their fields; the answers stay as typed.
 */
export function QuestionaryForm({ value, onSubmit, saving = false, saved = false, errors: serverErrors = {}, formError, loading = false }: QuestionaryFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const [values, setValues] = useState<QuestionaryValues>(() => ({ ...emptyValues, ...value }));
  const [subject, setSubject] = useState('');
  const [edited, setEdited] = useState(false);
  const [missing, setMissing] = useState<Partial<Record<QuestionaryField, 'required'>>>({});
  const errors: Partial<Record<QuestionaryField, QuestionaryFieldError>> = { ...serverErrors, ...missing };
  const errorText = (field: QuestionaryField) => {
    const error = errors[field];
    return error === 'required' ? intl.formatMessage(requiredMessages[field as RequiredField]) : error;
  };

  const set = <K extends QuestionaryField>(field: K, next: QuestionaryValues[K]) => {
    setValues((current) => ({ ...current, [field]: next }));
    setEdited(true);
    // A required answer given loses its message at once.
    if (missing[field] && typeof next === 'string' && next.trim() !== '') {
      setMissing((current) => {
        const rest = { ...current };
        delete rest[field];
        return rest;
      });
    }
  };
  const addSubject = () => {
    const trimmed = subject.trim();
    if (trimmed && !values.subjects.includes(trimmed)) set('subjects', [...values.subjects, trimmed]);
    setSubject('');
  };
  const onSubjectKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addSubject();
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = subject.trim();
    const final = trimmed && !values.subjects.includes(trimmed) ? { ...values, subjects: [...values.subjects, trimmed] } : values;
    if (final !== values) setValues(final);
    setSubject('');
    const found = missingAnswers(final);
    setMissing(found);
    if (Object.keys(found).length) {
      // The first unanswered question gets the focus, so its message is read out.
      const first = QUESTIONARY_REQUIRED_FIELDS.find((name) => found[name]);
      (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setEdited(false);
    onSubmit(final);
  };
  const field = (name: 'organisation' | 'city' | 'usage' | 'comment', multiline = false) => (
    <TextField
      name={name}
      label={intl.formatMessage(messages[name])}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      required={(QUESTIONARY_REQUIRED_FIELDS as readonly string[]).includes(name)}
      error={Boolean(errors[name])}
      helperText={errorText(name)}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
    />
  );

  if (loading) {
    return (
      <div aria-busy="true" data-testid="questionary-skeleton" style={{ maxWidth: 720 }}>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem' }} />
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} sx={{ my: 2 }} />
        ))}
      </div>
    );
  }

  return (
    <Root onSubmit={submit} noValidate aria-labelledby={titleId}>
      <div>
        <Typography variant="h3" component="h2" id={titleId} sx={{ fontSize: '1.5rem' }}>
          {intl.formatMessage(messages.title)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intl.formatMessage(messages.intro)}
        </Typography>
      </div>
      <TextField
        select
        name="role"
        label={intl.formatMessage(messages.role)}
        value={values.role}
        onChange={(event) => set('role', event.target.value as QuestionaryRole)}
        error={Boolean(errors.role)}
        helperText={errorText('role')}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: { sm: 340 } }}
      >
        {QUESTIONARY_ROLES.map((role) => (
          <option key={role} value={role}>
            {intl.formatMessage(roleMessages[role])}
          </option>
        ))}
      </TextField>
      <Row>
        {field('organisation')}
        {field('city')}
      </Row>
      <div>
        <TextField
          label={intl.formatMessage(messages.subjects)}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          onKeyDown={onSubjectKey}
          onBlur={addSubject}
          error={Boolean(errors.subjects)}
          helperText={errorText('subjects') ?? intl.formatMessage(messages.subjectsHelp)}
          fullWidth
        />
        {values.subjects.length > 0 && (
          <Subjects aria-label={intl.formatMessage(messages.subjects)}>
            {values.subjects.map((item) => (
              <li key={item}>
                {item}
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage(messages.removeSubject, { subject: item })}
                  onClick={() => set('subjects', values.subjects.filter((s) => s !== item))}
                >
                  <CloseIcon sx={{ fontSize: 16 }} />
                </IconButton>
              </li>
            ))}
          </Subjects>
        )}
      </div>
      {field('usage', true)}
      {field('comment', true)}
      {formError && <Alert severity="error">{formError}</Alert>}
      {saved && !edited && !saving && (
        <Alert severity="success" role="status">
          {intl.formatMessage(messages.saved)}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" size="large" disabled={saving}>
          {intl.formatMessage(saving ? messages.saving : messages.submit)}
        </Button>
      </div>
    </Root>
  );
}
