import { NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { LangInput } from './language';

/** The three parts of the Tanakh that books and places belong to. */
export const sectionChoices = [
  { id: 'torah', name: 'admin.sections.torah' },
  { id: 'neviim', name: 'admin.sections.neviim' },
  { id: 'ktuvim', name: 'admin.sections.ktuvim' },
];

/** The inputs a book and a place share: a page of one section, in one language, at a position in its list. */
export function SectionPageInputs() {
  return (
    <>
      <LangInput validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="slug" validate={required()} />
      <SelectInput source="section" choices={sectionChoices} validate={required()} />
      <NumberInput source="position" />
    </>
  );
}
