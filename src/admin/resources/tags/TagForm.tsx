import { Alert } from '@mui/material';
import { NumberInput, required, SelectInput, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { KeyAndNamesInputs } from '../../fields/taxonomy';
import { typeChoices, type TagRecord } from './tagRecord';

/** The server's WCAG AA verdict on white text over the tag's colour (shown after a save). */
function ContrastNote() {
  const record = useRecordContext<TagRecord>();
  const translate = useTranslate();
  if (!record?.id) return null;
  return record.contrast_warning ? (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {record.contrast_warning}
    </Alert>
  ) : (
    <Alert severity="success" sx={{ mb: 2 }}>
      {translate('admin.tags.contrastOk')}
    </Alert>
  );
}

export function TagForm() {
  return (
    <SimpleForm>
      <ContrastNote />
      <KeyAndNamesInputs />
      <SelectInput source="type" choices={typeChoices} defaultValue={0} validate={required()} />
      <TextInput source="color" helperText="#1F4E79" type="color" sx={{ minWidth: 120 }} />
      <TextInput source="gradient" fullWidth helperText="linear-gradient(90deg, #1F4E79, #7A2E8E)" />
      <NumberInput source="position" />
    </SimpleForm>
  );
}
