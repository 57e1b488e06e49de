import { BooleanInput, CheckboxGroupInput, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, usePermissions } from 'react-admin';
import { cardAccessChoices, roleChoices } from './userChoices';

// The API does not delete accounts: the toolbar only saves.
const UserToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export function UserEdit() {
  const { permissions } = usePermissions<string[]>();
  const isAdmin = permissions?.includes('admin') ?? false;
  // Only what this role may change is sent: a moderator sending `roles` would get 403.
  const transform = (data: Record<string, unknown>) => ({
    card_access: data.card_access,
    comments_blocked: data.comments_blocked,
    ...(isAdmin ? { roles: data.roles } : {}),
  });
  return (
    <Edit mutationMode="pessimistic" transform={transform}>
      <SimpleForm toolbar={<UserToolbar />}>
        <TextInput source="email" disabled />
        <TextInput source="name" disabled />
        {isAdmin && <CheckboxGroupInput source="roles" choices={roleChoices} />}
        <SelectInput source="card_access" choices={cardAccessChoices} />
        <BooleanInput source="comments_blocked" />
      </SimpleForm>
    </Edit>
  );
}
