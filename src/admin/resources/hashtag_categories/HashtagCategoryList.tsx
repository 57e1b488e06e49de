import { TextField } from 'react-admin';
import { searchFilter } from '../../fields/filters';
import { RecordList } from '../../resourceScreens';

export function HashtagCategoryList() {
  return (
    <RecordList filters={[searchFilter]} sort={{ field: 'position', order: 'ASC' }}>
      <TextField source="key" />
      <TextField source="name_ru" />
      <TextField source="name_en" />
      <TextField source="position" />
    </RecordList>
  );
}
