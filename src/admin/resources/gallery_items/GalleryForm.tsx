import { NumberInput, required, SimpleForm, TextInput } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { StoredImageInput } from '../../fields/storedFiles';

export function GalleryForm() {
  return (
    <SimpleForm>
      <TextInput source="key" validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="author" fullWidth />
      <TextInput source="year" />
      <NumberInput source="position" />
      <RichTextInput source="description" fullWidth />
      <StoredImageInput source="image" />
    </SimpleForm>
  );
}
