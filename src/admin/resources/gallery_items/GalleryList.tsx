import { TextField } from 'react-admin';
import { searchFilter } from '../../fields/filters';
import { StoredThumb } from '../../fields/storedFiles';
import { RecordList } from '../../resourceScreens';

export function GalleryList() {
  return (
    <RecordList filters={[searchFilter]} sort={{ field: 'position', order: 'ASC' }}>
      <StoredThumb source="image" />
      <TextField source="title" />
      <TextField source="author" />
      <TextField source="year" />
      <TextField source="position" />
    </RecordList>
  );
}
