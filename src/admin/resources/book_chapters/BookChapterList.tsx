import { AutocompleteInput, ReferenceField, TextField } from 'react-admin';
import { parentFilter, searchFilter } from '../../fields/filters';
import { RecordList } from '../../resourceScreens';

const filters = [searchFilter, parentFilter('book_id', 'books', <AutocompleteInput optionText="title" />)];

export function BookChapterList() {
  return (
    <RecordList filters={filters} sort={{ field: 'position', order: 'ASC' }}>
      <TextField source="title" />
      <ReferenceField source="book_id" reference="books">
        <TextField source="title" />
      </ReferenceField>
      <TextField source="slug" />
      <TextField source="position" />
    </RecordList>
  );
}
