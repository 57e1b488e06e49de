import { SelectField, TextField } from 'react-admin';
import { langFilter, searchFilter } from '../../fields/filters';
import { langChoices } from '../../fields/language';
import { RecordList } from '../../resourceScreens';
import { pageKeys } from './pageKeys';

export function PageList() {
  return (
    <RecordList filters={[searchFilter, langFilter]} sort={{ field: 'key', order: 'ASC' }}>
      <SelectField source="key" choices={pageKeys} />
      <SelectField source="lang" choices={langChoices} />
      <TextField source="title" />
    </RecordList>
  );
}
