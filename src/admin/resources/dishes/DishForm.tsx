import { ArrayInput, NumberInput, required, SimpleForm, SimpleFormIterator, TextInput } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { StoredImageInput } from '../../fields/storedFiles';
import { valueRows } from '../../fields/valueRows';

/** `ingredients` is a list of strings: edited as rows of one text each. */
const ingredientRows = valueRows('text');
const toTexts = (rows: unknown) => ingredientRows.parse(rows).map((text) => String(text ?? ''));

export function DishForm() {
  return (
    <SimpleForm>
      <TextInput source="key" validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="time" />
      <NumberInput source="position" />
      <RichTextInput source="description" fullWidth />
      <ArrayInput source="ingredients" format={ingredientRows.format} parse={toTexts}>
        <SimpleFormIterator inline>
          <TextInput source="text" label="resources.dishes.fields.ingredients" sx={{ minWidth: 320 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <StoredImageInput source="image" />
    </SimpleForm>
  );
}
