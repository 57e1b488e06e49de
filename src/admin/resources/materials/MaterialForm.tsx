import { ArrayInput, BooleanInput, NumberInput, required, SimpleForm, SimpleFormIterator, TextInput, useLocale } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { LangInput, TranslationInput } from '../../fields/language';
import { StoredAudioInput, StoredImageInput } from '../../fields/storedFiles';
import { TaxonomyInputs, type TaxonomyRecord } from '../../fields/taxonomy';

export function MaterialForm() {
  // Tags and hashtags shown by their name in the console's language.
  const locale = useLocale();
  const tagName = (record: TaxonomyRecord) => (locale === 'en' ? record.name_en : record.name_ru) || record.key || '';
  return (
    <SimpleForm>
      <LangInput validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="slug" validate={required()} helperText="a-z, 0-9, -" />
      <BooleanInput source="published" />
      <NumberInput source="time" min={0} />
      <TextInput source="author" fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
      <TaxonomyInputs optionText={tagName} sort={{ field: 'position', order: 'ASC' }} />
      <StoredImageInput source="preview" />
      <StoredImageInput source="image" />
      <StoredAudioInput source="audio" />
      <ArrayInput source="chapters">
        <SimpleFormIterator fullWidth>
          <TextInput source="title" label="resources.materials.fields.chapters.title" fullWidth />
          <RichTextInput source="content" label="resources.materials.fields.chapters.content" fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
      <TranslationInput reference="materials" sort={{ field: 'title', order: 'ASC' }} />
    </SimpleForm>
  );
}
