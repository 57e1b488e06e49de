import { SelectField, SelectInput, TextField } from 'react-admin';
import { langFilter, searchFilter } from '../../fields/filters';
import { langChoices } from '../../fields/language';
import { sectionChoices } from '../../fields/sections';
import { RecordList } from '../../resourceScreens';

const filters = [searchFilter, langFilter, <SelectInput key="section" source="section" choices={sectionChoices} alwaysOn />];

export function PlaceList() {
  return (
    <RecordList filters={filters} sort={{ field: 'position', order: 'ASC' }}>
      <TextField source="title" />
      <SelectField source="section" choices={sectionChoices} />
      <SelectField source="lang" choices={langChoices} />
      <TextField source="lat" />
      <TextField source="lng" />
    </RecordList>
  );
}
