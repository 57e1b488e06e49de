import { Alert, Box } from '@mui/material';
import {
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';

const typeChoices = [
  { id: 0, name: 'admin.tags.main' },
  { id: 1, name: 'admin.tags.additional' },
];

interface TagRecord {
  id: number;
  color?: string | null;
  gradient?: string | null;
  name_ru?: string;
  contrast_warning?: string | null;
}

function Swatch({ record }: { record: TagRecord }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', px: 1.5, py: 0.5, borderRadius: 1, color: '#fff', background: record.gradient || record.color || '#999', fontWeight: 600 }}
    >
      {record.name_ru}
    </Box>
  );
}

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

export function TagList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="key" />
        <FunctionField source="color" sortable={false} render={(record: TagRecord) => <Swatch record={record} />} />
        <TextField source="name_en" />
        <SelectField source="type" choices={typeChoices} />
        <TextField source="position" />
        <FunctionField source="contrast_warning" sortable={false} render={(record: TagRecord) => (record.contrast_warning ? '⚠' : '✓')} />
      </Datagrid>
    </List>
  );
}

function TagForm() {
  return (
    <SimpleForm>
      <ContrastNote />
      <TextInput source="key" validate={required()} />
      <TextInput source="name_ru" validate={required()} />
      <TextInput source="name_en" validate={required()} />
      <SelectInput source="type" choices={typeChoices} defaultValue={0} validate={required()} />
      <TextInput source="color" helperText="#1F4E79" type="color" sx={{ minWidth: 120 }} />
      <TextInput source="gradient" fullWidth helperText="linear-gradient(90deg, #1F4E79, #7A2E8E)" />
      <NumberInput source="position" />
    </SimpleForm>
  );
}

export const TagEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false}>
    <TagForm />
  </Edit>
);
export const TagCreate = () => (
  <Create redirect="edit">
    <TagForm />
  </Create>
);

export function HashtagCategoryList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="key" />
        <TextField source="name_ru" />
        <TextField source="name_en" />
        <TextField source="position" />
      </Datagrid>
    </List>
  );
}

function HashtagCategoryForm() {
  return (
    <SimpleForm>
      <TextInput source="key" validate={required()} />
      <TextInput source="name_ru" validate={required()} />
      <TextInput source="name_en" validate={required()} />
      <NumberInput source="position" />
    </SimpleForm>
  );
}
export const HashtagCategoryEdit = () => (
  <Edit mutationMode="pessimistic">
    <HashtagCategoryForm />
  </Edit>
);
export const HashtagCategoryCreate = () => (
  <Create>
    <HashtagCategoryForm />
  </Create>
);

export function HashtagList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <ReferenceInput key="category_id" source="category_id" reference="hashtag_categories" alwaysOn>
          <SelectInput optionText="name_ru" />
        </ReferenceInput>,
      ]}
      sort={{ field: 'position', order: 'ASC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="key" />
        <TextField source="name_ru" />
        <TextField source="name_en" />
        <ReferenceField source="category_id" reference="hashtag_categories" link={false}>
          <TextField source="name_ru" />
        </ReferenceField>
      </Datagrid>
    </List>
  );
}

function HashtagForm() {
  return (
    <SimpleForm>
      <TextInput source="key" validate={required()} />
      <TextInput source="name_ru" validate={required()} />
      <TextInput source="name_en" validate={required()} />
      <ReferenceInput source="category_id" reference="hashtag_categories">
        <SelectInput optionText="name_ru" validate={required()} />
      </ReferenceInput>
      <NumberInput source="position" />
    </SimpleForm>
  );
}
export const HashtagEdit = () => (
  <Edit mutationMode="pessimistic">
    <HashtagForm />
  </Edit>
);
export const HashtagCreate = () => (
  <Create>
    <HashtagForm />
  </Create>
);
