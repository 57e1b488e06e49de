import { Chip, Stack } from '@mui/material';
import { BooleanField, DateField, EmailField, FunctionField, NullableBooleanInput, SelectField, SelectInput, TextField, useTranslate } from 'react-admin';
import { searchFilter } from '../../fields/filters';
import { RecordList } from '../../resourceScreens';
import { cardAccessChoices, roleChoices } from './userChoices';

const filters = [
  searchFilter,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput key="card_access" source="card_access" choices={cardAccessChoices} />,
  <NullableBooleanInput key="comments_blocked" source="comments_blocked" />,
];

function RoleChips({ roles }: { roles: string[] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5}>
      {roles.map((role) => (
        <Chip key={role} size="small" label={translate(`admin.roles.${role}`)} />
      ))}
    </Stack>
  );
}

export function UserList() {
  return (
    <RecordList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <EmailField source="email" />
      <TextField source="name" />
      <FunctionField source="roles" sortable={false} render={(record: { roles?: string[] }) => <RoleChips roles={record.roles ?? []} />} />
      <SelectField source="card_access" choices={cardAccessChoices} />
      <BooleanField source="comments_blocked" />
      <TextField source="comments_count" />
      <DateField source="created_at" />
    </RecordList>
  );
}
