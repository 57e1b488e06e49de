import { ArrayInput, AutocompleteInput, FormDataConsumer, ReferenceInput, required, SimpleForm, SimpleFormIterator, TextInput } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { LangInput, TranslationInput } from '../../fields/language';
import { StoredImageInput } from '../../fields/storedFiles';
import { TaxonomyInputs, type TaxonomyRecord } from '../../fields/taxonomy';
import { valueRows } from '../../fields/valueRows';

const tagName = (record: TaxonomyRecord) => record.name_ru || record.name_en || record.key || '';

/** `materials` is an ordered list of ids: edited as rows (one material each) so the order can be changed. */
const materialRows = valueRows('id');
const toIds = (rows: unknown) => materialRows.parse(rows).filter((id) => id != null);

export function CourseForm() {
  return (
    <SimpleForm>
      <LangInput validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="slug" validate={required()} />
      <TextInput source="author" fullWidth />
      <RichTextInput source="author_info" fullWidth />
      <RichTextInput source="small_description" fullWidth />
      <StoredImageInput source="preview" />
      <StoredImageInput source="image_banner" />
      <TaxonomyInputs optionText={tagName} />
      <FormDataConsumer<{ lang?: string }>>
        {({ formData }) => (
          <ArrayInput source="materials" format={materialRows.format} parse={toIds}>
            <SimpleFormIterator inline>
              <ReferenceInput source="id" reference="materials" filter={{ lang: formData.lang ?? 'ru' }} sort={{ field: 'title', order: 'ASC' }}>
                <AutocompleteInput optionText="title" label="resources.materials.name" sx={{ minWidth: 360 }} />
              </ReferenceInput>
            </SimpleFormIterator>
          </ArrayInput>
        )}
      </FormDataConsumer>
      <TranslationInput reference="courses" />
    </SimpleForm>
  );
}
