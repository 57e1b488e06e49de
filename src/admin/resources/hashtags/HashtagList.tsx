import { ReferenceField, SelectInput, TextField } from 'react-admin';
import { parentFilter, searchFilter } from '../../fields/filters';
import { RecordList } from '../../resourceScreens';

const filters = [searchFilter, parentFilter('category_id', 'hashtag_categories', <SelectInput optionText="name_ru" />)];

export function HashtagList() {
  return (
    <RecordList filters={filters} sort={{ field: 'position', order: 'ASC' }}>
      <TextField source="key" />
      <TextField source="name_ru" />
      <TextField source="name_en" />
      <ReferenceField source="category_id" reference="hashtag_categories" link={false}>
        <TextField source="name_ru" />
      </ReferenceField>
    </RecordList>
  );
}
