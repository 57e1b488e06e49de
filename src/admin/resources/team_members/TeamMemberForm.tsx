import { NumberInput, required, SimpleForm, TextInput } from 'react-admin';
import { LangInput } from '../../fields/language';
import { StoredAudioInput, StoredImageInput } from '../../fields/storedFiles';

export function TeamMemberForm() {
  return (
    <SimpleForm>
      <LangInput validate={required()} />
      <TextInput source="key" validate={required()} />
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="role" fullWidth />
      <TextInput source="short_description" multiline fullWidth />
      <NumberInput source="position" />
      <StoredImageInput source="avatar" />
      <StoredAudioInput source="audio" />
    </SimpleForm>
  );
}
