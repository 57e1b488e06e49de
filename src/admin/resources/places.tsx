import {
  AutocompleteArrayInput,
  Create,
  Datagrid,
  Edit,
  List,
  NumberInput,
  ReferenceArrayInput,
  required,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { Stack } from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import { LangInput, StoredImageInput, langChoices, sectionChoices } from './common';
import { PlacePicker } from './PlacePicker';

export const PlaceList = () => (
  <List
    filters={[
      <SearchInput key="q" source="q" alwaysOn />,
      <SelectInput key="lang" source="lang" choices={langChoices} alwaysOn />,
      <SelectInput key="section" source="section" choices={sectionChoices} alwaysOn />,
    ]}
    sort={{ field: 'position', order: 'ASC' }}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" />
      <TextField source="title" />
      <SelectField source="section" choices={sectionChoices} />
      <SelectField source="lang" choices={langChoices} />
      <TextField source="lat" />
      <TextField source="lng" />
    </Datagrid>
  </List>
);

const PlaceForm = () => (
  <SimpleForm>
    <LangInput validate={required()} />
    <TextInput source="title" validate={required()} fullWidth />
    <TextInput source="slug" validate={required()} />
    <SelectInput source="section" choices={sectionChoices} validate={required()} />
    <NumberInput source="position" />
    <Stack direction="row" spacing={2}>
      <NumberInput source="lat" min={-90} max={90} step={0.0001} validate={required()} />
      <NumberInput source="lng" min={-180} max={180} step={0.0001} validate={required()} />
    </Stack>
    <PlacePicker />
    <RichTextInput source="snippet" fullWidth />
    <StoredImageInput source="image_preview" />
    <ReferenceArrayInput source="chapters" reference="book_chapters" perPage={500}>
      <AutocompleteArrayInput optionText="title" fullWidth />
    </ReferenceArrayInput>
  </SimpleForm>
);

export const PlaceEdit = () => (
  <Edit mutationMode="pessimistic">
    <PlaceForm />
  </Edit>
);
export const PlaceCreate = () => (
  <Create>
    <PlaceForm />
  </Create>
);
