import { AutocompleteInput, FormDataConsumer, ReferenceInput, SelectInput, type SelectInputProps, type SortPayload } from 'react-admin';

/** Content comes in Russian and English: each record is one language version. */
export const langChoices = [
  { id: 'ru', name: 'admin.lang.ru' },
  { id: 'en', name: 'admin.lang.en' },
];

export function LangInput(props: Omit<SelectInputProps, 'source' | 'choices'> & { source?: string }) {
  return <SelectInput source="lang" choices={langChoices} defaultValue="ru" {...props} />;
}

/** The record's version in the other language (`translation_id`), chosen among that language's records. */
export function TranslationInput({ reference, sort }: { reference: string; sort?: SortPayload }) {
  return (
    <FormDataConsumer<{ lang?: string }>>
      {({ formData }) => (
        <ReferenceInput source="translation_id" reference={reference} filter={{ lang: formData.lang === 'en' ? 'ru' : 'en' }} sort={sort}>
          <AutocompleteInput optionText="title" fullWidth />
        </ReferenceInput>
      )}
    </FormDataConsumer>
  );
}
