import { BooleanField, DateField, NullableBooleanInput, SelectField, TextField } from 'react-admin';
import { langFilter, searchFilter } from '../../fields/filters';
import { langChoices } from '../../fields/language';
import { StoredThumb } from '../../fields/storedFiles';
import { RecordList } from '../../resourceScreens';

const filters = [searchFilter, langFilter, <NullableBooleanInput key="published" source="published" alwaysOn />];

export function MaterialList() {
  return (
    <RecordList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <StoredThumb source="preview" />
      <TextField source="title" />
      <SelectField source="lang" choices={langChoices} />
      <TextField source="slug" />
      <BooleanField source="published" />
      <DateField source="updated_at" showTime />
    </RecordList>
  );
}
