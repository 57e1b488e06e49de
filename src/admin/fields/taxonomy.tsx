import { AutocompleteArrayInput, ReferenceArrayInput, required, TextInput, type SortPayload } from 'react-admin';

export type TaxonomyRecord = { name_ru?: string; name_en?: string; key?: string };

/** What every tag, hashtag and hashtag category has: a key and a name in each language. */
export function KeyAndNamesInputs() {
  return (
    <>
      <TextInput source="key" validate={required()} />
      <TextInput source="name_ru" validate={required()} />
      <TextInput source="name_en" validate={required()} />
    </>
  );
}

/** A material's or a course's tags and hashtags, picked by name (each form says which name and order). */
export function TaxonomyInputs({ optionText, sort }: { optionText: (record: TaxonomyRecord) => string; sort?: SortPayload }) {
  return (
    <>
      <ReferenceArrayInput source="tags" reference="tags" perPage={200} sort={sort}>
        <AutocompleteArrayInput optionText={optionText} fullWidth />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="hashtags" reference="hashtags" perPage={500} sort={sort}>
        <AutocompleteArrayInput optionText={optionText} fullWidth />
      </ReferenceArrayInput>
    </>
  );
}
