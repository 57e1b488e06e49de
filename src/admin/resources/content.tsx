import {
  ArrayInput,
  Create,
  Datagrid,
  Edit,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  AutocompleteInput,
} from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { LangInput, StoredAudioInput, StoredImageInput, StoredThumb, langChoices, sectionChoices } from './common';

const search = <SearchInput key="q" source="q" alwaysOn />;
const langFilter = <SelectInput key="lang" source="lang" choices={langChoices} alwaysOn />;

/* Team members */
export const TeamMemberList = () => (
  <List filters={[search, langFilter]} sort={{ field: 'position', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" />
      <StoredThumb source="avatar" />
      <TextField source="name" />
      <TextField source="role" />
      <SelectField source="lang" choices={langChoices} />
      <TextField source="position" />
    </Datagrid>
  </List>
);
const TeamMemberForm = () => (
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
export const TeamMemberEdit = () => (
  <Edit mutationMode="pessimistic">
    <TeamMemberForm />
  </Edit>
);
export const TeamMemberCreate = () => (
  <Create>
    <TeamMemberForm />
  </Create>
);

/* Books and their chapters */
export const BookList = () => (
  <List filters={[search, langFilter]} sort={{ field: 'position', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" />
      <StoredThumb source="image" />
      <TextField source="title" />
      <SelectField source="section" choices={sectionChoices} />
      <SelectField source="lang" choices={langChoices} />
      <TextField source="position" />
    </Datagrid>
  </List>
);
const BookForm = () => (
  <SimpleForm>
    <LangInput validate={required()} />
    <TextInput source="title" validate={required()} fullWidth />
    <TextInput source="slug" validate={required()} />
    <SelectInput source="section" choices={sectionChoices} validate={required()} />
    <NumberInput source="position" />
    <StoredImageInput source="image" />
  </SimpleForm>
);
export const BookEdit = () => (
  <Edit mutationMode="pessimistic">
    <BookForm />
  </Edit>
);
export const BookCreate = () => (
  <Create>
    <BookForm />
  </Create>
);

export const BookChapterList = () => (
  <List
    filters={[
      search,
      <ReferenceInput key="book_id" source="book_id" reference="books" alwaysOn>
        <AutocompleteInput optionText="title" />
      </ReferenceInput>,
    ]}
    sort={{ field: 'position', order: 'ASC' }}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" />
      <TextField source="title" />
      <ReferenceField source="book_id" reference="books">
        <TextField source="title" />
      </ReferenceField>
      <TextField source="slug" />
      <TextField source="position" />
    </Datagrid>
  </List>
);
const BookChapterForm = () => (
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
export const BookChapterEdit = () => (
  <Edit mutationMode="pessimistic">
    <BookChapterForm />
  </Edit>
);
export const BookChapterCreate = () => (
  <Create>
    <BookChapterForm />
  </Create>
);

/* Gallery */
export const GalleryList = () => (
  <List filters={[search]} sort={{ field: 'position', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" />
      <StoredThumb source="image" />
      <TextField source="title" />
      <TextField source="author" />
      <TextField source="year" />
      <TextField source="position" />
    </Datagrid>
  </List>
);
const GalleryForm = () => (
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
export const GalleryEdit = () => (
  <Edit mutationMode="pessimistic">
    <GalleryForm />
  </Edit>
);
export const GalleryCreate = () => (
  <Create>
    <GalleryForm />
  </Create>
);

/* Dishes */
export const DishList = () => (
  <List filters={[search]} sort={{ field: 'position', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" />
      <StoredThumb source="image" />
      <TextField source="title" />
      <TextField source="time" />
      <TextField source="position" />
    </Datagrid>
  </List>
);
/** `ingredients` is a list of strings: edited as rows of one text each. */
const toRows = (list: unknown) => (Array.isArray(list) ? list.map((text) => (typeof text === 'object' ? text : { text })) : []);
const toTexts = (rows: unknown) =>
  Array.isArray(rows) ? rows.map((row) => (row && typeof row === 'object' ? (row as { text?: string }).text ?? '' : String(row ?? ''))) : [];
const DishForm = () => (
  <SimpleForm>
    <TextInput source="key" validate={required()} />
    <TextInput source="title" validate={required()} fullWidth />
    <TextInput source="time" />
    <NumberInput source="position" />
    <RichTextInput source="description" fullWidth />
    <ArrayInput source="ingredients" format={toRows} parse={toTexts}>
      <SimpleFormIterator inline>
        <TextInput source="text" label="resources.dishes.fields.ingredients" sx={{ minWidth: 320 }} />
      </SimpleFormIterator>
    </ArrayInput>
    <StoredImageInput source="image" />
  </SimpleForm>
);
export const DishEdit = () => (
  <Edit mutationMode="pessimistic">
    <DishForm />
  </Edit>
);
export const DishCreate = () => (
  <Create>
    <DishForm />
  </Create>
);

/* Static pages */
const pageKeys = [
  { id: 'about', name: 'admin.pages.about' },
  { id: 'politics', name: 'admin.pages.politics' },
  { id: 'terms', name: 'admin.pages.terms' },
];
export const PageList = () => (
  <List filters={[search, langFilter]} sort={{ field: 'key', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" />
      <SelectField source="key" choices={pageKeys} />
      <SelectField source="lang" choices={langChoices} />
      <TextField source="title" />
    </Datagrid>
  </List>
);
const PageForm = () => (
  <SimpleForm>
    <LangInput validate={required()} />
    <SelectInput source="key" choices={pageKeys} validate={required()} />
    <TextInput source="title" validate={required()} fullWidth />
    <RichTextInput source="content" fullWidth />
  </SimpleForm>
);
export const PageEdit = () => (
  <Edit mutationMode="pessimistic">
    <PageForm />
  </Edit>
);
export const PageCreate = () => (
  <Create>
    <PageForm />
  </Create>
);
