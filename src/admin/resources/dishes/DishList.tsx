import { TextField } from 'react-admin';
import { searchFilter } from '../../fields/filters';
import { StoredThumb } from '../../fields/storedFiles';
import { RecordList } from '../../resourceScreens';

export function DishList() {
  return (
    <RecordList filters={[searchFilter]} sort={{ field: 'position', order: 'ASC' }}>
      <StoredThumb source="image" />
      <TextField source="title" />
      <TextField source="time" />
      <TextField source="position" />
    </RecordList>
  );
}
