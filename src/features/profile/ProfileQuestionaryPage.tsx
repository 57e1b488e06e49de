import { useState } from 'react';
import { useIntl } from 'react-intl';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  QUESTIONARY_REQUIRED_FIELDS,
  QuestionaryForm,
  type QuestionaryField,
  type QuestionaryFieldError,
  type QuestionaryValues,
} from '../../../design-system';
import type { PageRoute } from '../../shared/pageRoute';
import { serverErrors } from '../../api/errors';
import { saveQuestionary, useQuestionary } from './api';
import { profileMessages as m } from './messages';

/** The server's messages per field: a missing required answer is shown in the interface language by the form. */
function fieldErrors(fields: Record<string, string | undefined>): Partial<Record<QuestionaryField, QuestionaryFieldError>> {
  const errors: Partial<Record<QuestionaryField, QuestionaryFieldError>> = {};
  for (const [field, text] of Object.entries(fields)) {
    if (!text) continue;
    const required = (QUESTIONARY_REQUIRED_FIELDS as readonly string[]).includes(field) && /^(Enter|Tell us)/.test(text);
    errors[field as QuestionaryField] = required ? 'required' : text;
  }
  return errors;
}

/** /{locale}/profile/questionary: the educator questionnaire (how the team grants the hashtag tool). */
export function ProfileQuestionaryPage() {
  const intl = useIntl();
  const { data, mutate } = useQuestionary();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<QuestionaryField, QuestionaryFieldError>>>({});
  const [formError, setFormError] = useState<string>();

  const submit = async (values: QuestionaryValues) => {
    setSaving(true);
    setSaved(false);
    try {
      const answer = await saveQuestionary({
        role: values.role,
        organisation: values.organisation || null,
        city: values.city || null,
        subjects: values.subjects,
        usage: values.usage || null,
        comment: values.comment || null,
      });
      await mutate({ questionary: answer.questionary }, { revalidate: false });
      setErrors({});
      setFormError(undefined);
      setSaved(true);
    } catch (error) {
      const { fields } = serverErrors(error);
      setErrors(fieldErrors(fields));
      setFormError(Object.values(fields).some(Boolean) ? undefined : intl.formatMessage(m.loadError));
    } finally {
      setSaving(false);
    }
  };

  const saved_ = data?.questionary;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{intl.formatMessage(m.questionaryIntro)}</Typography>
      <QuestionaryForm
        // A new form once the saved answers arrive (the form keeps what it was first given).
        key={data ? 'loaded' : 'loading'}
        loading={!data}
        value={
          saved_
            ? {
                role: saved_.role,
                organisation: saved_.organisation ?? '',
                city: saved_.city ?? '',
                subjects: saved_.subjects,
                usage: saved_.usage ?? '',
                comment: saved_.comment ?? '',
              }
            : null
        }
        onSubmit={(values) => void submit(values)}
        saving={saving}
        saved={saved}
        errors={errors}
        formError={formError}
      />
    </Stack>
  );
}

export const route: PageRoute = { Component: ProfileQuestionaryPage };
