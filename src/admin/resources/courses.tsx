import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  FormDataConsumer,
  List,
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
} from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { LangInput, StoredImageInput, StoredThumb, langChoices } from './common';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="lang" source="lang" choices={langChoices} alwaysOn />];
const tagName = (record: { name_ru?: string; name_en?: string; key?: string }) => record.name_ru || record.name_en || record.key || '';

export function CourseList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <StoredThumb source="preview" />
        <TextField source="title" />
        <SelectField source="lang" choices={langChoices} />
        <TextField source="author" />
        <DateField source="published_at" />
      </Datagrid>
    </List>
  );
}

/** `materials` is an ordered list of ids: edited as rows (one material each) so the order can be changed. */
const toRows = (ids: unknown) => (Array.isArray(ids) ? ids.map((id) => (typeof id === 'object' ? id : { id })) : []);
const toIds = (rows: unknown) => (Array.isArray(rows) ? rows.map((row) => (row && typeof row === 'object' ? (row as { id: unknown }).id : row)).filter((id) => id != null) : []);

function CourseForm() {
  return (
    <SimpleForm>
      <LangInput validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="slug" validate={required()} />
      <TextInput source="author" fullWidth />
      <RichTextInput source="author_info" fullWidth />
      <RichTextInput source="small_description" fullWidth />
      <StoredImageInput source="preview" />
      <StoredImageInput source="image_banner" />
      <ReferenceArrayInput source="tags" reference="tags" perPage={200}>
        <AutocompleteArrayInput optionText={tagName} fullWidth />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="hashtags" reference="hashtags" perPage={500}>
        <AutocompleteArrayInput optionText={tagName} fullWidth />
      </ReferenceArrayInput>
      <FormDataConsumer<{ lang?: string }>>
        {({ formData }) => (
          <>
            <ArrayInput source="materials" format={toRows} parse={toIds}>
              <SimpleFormIterator inline>
                <ReferenceInput source="id" reference="materials" filter={{ lang: formData.lang ?? 'ru' }} sort={{ field: 'title', order: 'ASC' }}>
                  <AutocompleteInput optionText="title" label="resources.materials.name" sx={{ minWidth: 360 }} />
                </ReferenceInput>
              </SimpleFormIterator>
            </ArrayInput>
            <ReferenceInput source="translation_id" reference="courses" filter={{ lang: formData.lang === 'en' ? 'ru' : 'en' }}>
              <AutocompleteInput optionText="title" fullWidth />
            </ReferenceInput>
          </>
        )}
      </FormDataConsumer>
    </SimpleForm>
  );
}

export const CourseEdit = () => (
  <Edit mutationMode="pessimistic">
    <CourseForm />
  </Edit>
);
export const CourseCreate = () => (
  <Create redirect="edit">
    <CourseForm />
  </Create>
);
