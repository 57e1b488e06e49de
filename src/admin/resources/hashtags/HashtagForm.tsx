import { NumberInput, ReferenceInput, required, SelectInput, SimpleForm } from 'react-admin';
import { KeyAndNamesInputs } from '../../fields/taxonomy';

export function HashtagForm() {
  return (
    <SimpleForm>
      <KeyAndNamesInputs />
      <ReferenceInput source="category_id" reference="hashtag_categories">
        <SelectInput optionText="name_ru" validate={required()} />
      </ReferenceInput>
      <NumberInput source="position" />
    </SimpleForm>
  );
}
