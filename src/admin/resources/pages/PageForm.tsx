import { required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { LangInput } from '../../fields/language';
import { pageKeys } from './pageKeys';

export function PageForm() {
  return (
    <SimpleForm>
      <LangInput validate={required()} />
      <SelectInput source="key" choices={pageKeys} validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <RichTextInput source="content" fullWidth />
    </SimpleForm>
  );
}
