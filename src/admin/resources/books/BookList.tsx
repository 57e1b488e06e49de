import { SelectField, TextField } from 'react-admin';
import { langFilter, searchFilter } from '../../fields/filters';
import { langChoices } from '../../fields/language';
import { sectionChoices } from '../../fields/sections';
import { StoredThumb } from '../../fields/storedFiles';
import { RecordList } from '../../resourceScreens';

export function BookList() {
  return (
    <RecordList filters={[searchFilter, langFilter]} sort={{ field: 'position', order: 'ASC' }}>
      <StoredThumb source="image" />
      <TextField source="title" />
      <SelectField source="section" choices={sectionChoices} />
      <SelectField source="lang" choices={langChoices} />
      <TextField source="position" />
    </RecordList>
  );
}
