import { Datagrid, DateField, FunctionField, List, TextField } from 'react-admin';
import { searchFilter } from '../../fields/filters';
import { nameAndEmail } from '../../fields/people';
import { GrantAccessButton } from './GrantAccessButton';

export function QuestionnaireList() {
  return (
    <List filters={[searchFilter]} sort={{ field: 'updated_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <FunctionField source="user_email" sortable={false} render={nameAndEmail} />
        <TextField source="role" sortable={false} />
        <TextField source="organisation" sortable={false} />
        <TextField source="city" sortable={false} />
        <DateField source="updated_at" />
        <GrantAccessButton />
      </Datagrid>
    </List>
  );
}
