import { SimpleForm } from 'react-admin';
import { SectionPageInputs } from '../../fields/sections';
import { StoredImageInput } from '../../fields/storedFiles';

export function BookForm() {
  return (
    <SimpleForm>
      <SectionPageInputs />
      <StoredImageInput source="image" />
    </SimpleForm>
  );
}
