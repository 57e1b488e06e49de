import { DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { GrantAccessButton } from './GrantAccessButton';

export function QuestionnaireShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="user_email" />
        <TextField source="user_name" />
        <TextField source="role" />
        <TextField source="organisation" />
        <TextField source="city" />
        <TextField source="subjects" />
        <TextField source="usage" />
        <TextField source="comment" />
        <DateField source="updated_at" showTime />
        <GrantAccessButton />
      </SimpleShowLayout>
    </Show>
  );
}
