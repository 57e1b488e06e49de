import { SelectField, TextField } from 'react-admin';
import { langFilter, searchFilter } from '../../fields/filters';
import { langChoices } from '../../fields/language';
import { StoredThumb } from '../../fields/storedFiles';
import { RecordList } from '../../resourceScreens';

export function TeamMemberList() {
  return (
    <RecordList filters={[searchFilter, langFilter]} sort={{ field: 'position', order: 'ASC' }}>
      <StoredThumb source="avatar" />
      <TextField source="name" />
      <TextField source="role" />
      <SelectField source="lang" choices={langChoices} />
      <TextField source="position" />
    </RecordList>
  );
}
