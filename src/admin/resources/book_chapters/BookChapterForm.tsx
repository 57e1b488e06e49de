import { AutocompleteInput, NumberInput, ReferenceInput, required, SimpleForm, TextInput } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';

export function BookChapterForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="book_id" reference="books">
        <AutocompleteInput optionText="title" validate={required()} fullWidth />
      </ReferenceInput>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="slug" validate={required()} />
      <NumberInput source="position" />
      <RichTextInput source="content" fullWidth />
    </SimpleForm>
  );
}
