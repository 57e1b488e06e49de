import { Box } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, NumberInput, SelectInput, TextField, TextInput } from 'react-admin';

const actions = ['create', 'update', 'delete', 'hide', 'unhide', 'reply', 'grant', 'revoke', 'upload'].map((id) => ({ id, name: id }));

const filters = [
  <TextInput key="resource" source="resource" alwaysOn />,
  <SelectInput key="action" source="action" choices={actions} alwaysOn />,
  <NumberInput key="record_id" source="record_id" />,
];

/** Who changed what in the console; the change itself (`diff`) cut to 400 characters. */
export function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="created_at" showTime />
        <TextField source="user_email" sortable={false} />
        <TextField source="action" sortable={false} />
        <TextField source="resource" sortable={false} />
        <TextField source="record_id" sortable={false} />
        <FunctionField
          source="diff"
          sortable={false}
          render={(record: { diff?: unknown }) => (
            <Box component="code" sx={{ fontSize: 12, display: 'block', maxWidth: 420, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {record.diff == null ? '' : JSON.stringify(record.diff).slice(0, 400)}
            </Box>
          )}
        />
      </Datagrid>
    </List>
  );
}
