import type { ReactElement } from 'react';
import { ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { langChoices } from './language';

/** The list filters most resources share: the API's full-text `q` and the language version. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
export const langFilter = <SelectInput key="lang" source="lang" choices={langChoices} alwaysOn />;

/** A list filtered by the record its rows belong to (a book's chapters, a category's hashtags). */
export const parentFilter = (source: string, reference: string, input: ReactElement) => (
  <ReferenceInput key={source} source={source} reference={reference} alwaysOn>
    {input}
  </ReferenceInput>
);
