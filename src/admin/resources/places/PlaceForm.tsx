import { Stack } from '@mui/material';
import { AutocompleteArrayInput, NumberInput, ReferenceArrayInput, required, SimpleForm } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { SectionPageInputs } from '../../fields/sections';
import { StoredImageInput } from '../../fields/storedFiles';
import { PlacePicker } from './PlacePicker';

export function PlaceForm() {
  return (
    <SimpleForm>
      <SectionPageInputs />
      <Stack direction="row" spacing={2}>
        <NumberInput source="lat" min={-90} max={90} step={0.0001} validate={required()} />
        <NumberInput source="lng" min={-180} max={180} step={0.0001} validate={required()} />
      </Stack>
      <PlacePicker />
      <RichTextInput source="snippet" fullWidth />
      <StoredImageInput source="image_preview" />
      <ReferenceArrayInput source="chapters" reference="book_chapters" perPage={500}>
        <AutocompleteArrayInput optionText="title" fullWidth />
      </ReferenceArrayInput>
    </SimpleForm>
  );
}
