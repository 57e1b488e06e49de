import { NumberInput, SimpleForm } from 'react-admin';
import { KeyAndNamesInputs } from '../../fields/taxonomy';

export function HashtagCategoryForm() {
  return (
    <SimpleForm>
      <KeyAndNamesInputs />
      <NumberInput source="position" />
    </SimpleForm>
  );
}
