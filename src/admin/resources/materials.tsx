import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  FormDataConsumer,
  List,
  NullableBooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  useLocale,
} from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { LangInput, StoredAudioInput, StoredImageInput, StoredThumb, langChoices } from './common';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="lang" source="lang" choices={langChoices} alwaysOn />,
  <NullableBooleanInput key="published" source="published" alwaysOn />,
];

export function MaterialList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <StoredThumb source="preview" />
        <TextField source="title" />
        <SelectField source="lang" choices={langChoices} />
        <TextField source="slug" />
        <BooleanField source="published" />
        <DateField source="updated_at" showTime />
      </Datagrid>
    </List>
  );
}

type Named = { name_ru?: string; name_en?: string; key?: string };

export function MaterialForm() {
  // Tags and hashtags shown by their name in the console's language.
  const locale = useLocale();
  const tagName = (record: Named) => (locale === 'en' ? record.name_en : record.name_ru) || record.key || '';
  return (
    <SimpleForm>
      <LangInput validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="slug" validate={required()} helperText="a-z, 0-9, -" />
      <BooleanInput source="published" />
      <NumberInput source="time" min={0} />
      <TextInput source="author" fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
      <ReferenceArrayInput source="tags" reference="tags" perPage={200} sort={{ field: 'position', order: 'ASC' }}>
        <AutocompleteArrayInput optionText={tagName} fullWidth />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="hashtags" reference="hashtags" perPage={500} sort={{ field: 'position', order: 'ASC' }}>
        <AutocompleteArrayInput optionText={tagName} fullWidth />
      </ReferenceArrayInput>
      <StoredImageInput source="preview" />
      <StoredImageInput source="image" />
      <StoredAudioInput source="audio" />
      <ArrayInput source="chapters">
        <SimpleFormIterator fullWidth>
          <TextInput source="title" label="resources.materials.fields.chapters.title" fullWidth />
          <RichTextInput source="content" label="resources.materials.fields.chapters.content" fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
      <FormDataConsumer<{ lang?: string; id?: number }>>
        {({ formData }) => (
          <ReferenceInput
            source="translation_id"
            reference="materials"
            filter={{ lang: formData.lang === 'en' ? 'ru' : 'en' }}
            sort={{ field: 'title', order: 'ASC' }}
          >
            <AutocompleteInput optionText="title" fullWidth />
          </ReferenceInput>
        )}
      </FormDataConsumer>
    </SimpleForm>
  );
}

export function MaterialEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <MaterialForm />
    </Edit>
  );
}

export function MaterialCreate() {
  return (
    <Create redirect="edit">
      <MaterialForm />
    </Create>
  );
}
