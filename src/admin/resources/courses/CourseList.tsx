import { DateField, SelectField, TextField } from 'react-admin';
import { langFilter, searchFilter } from '../../fields/filters';
import { langChoices } from '../../fields/language';
import { StoredThumb } from '../../fields/storedFiles';
import { RecordList } from '../../resourceScreens';

export function CourseList() {
  return (
    <RecordList filters={[searchFilter, langFilter]} sort={{ field: 'id', order: 'DESC' }}>
      <StoredThumb source="preview" />
      <TextField source="title" />
      <SelectField source="lang" choices={langChoices} />
      <TextField source="author" />
      <DateField source="published_at" />
    </RecordList>
  );
}
