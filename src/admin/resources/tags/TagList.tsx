import { Box } from '@mui/material';
import { FunctionField, SelectField, TextField } from 'react-admin';
import { searchFilter } from '../../fields/filters';
import { RecordList } from '../../resourceScreens';
import { typeChoices, type TagRecord } from './tagRecord';

/** The tag as the site paints it: its name in white over its gradient or colour. */
function Swatch({ record }: { record: TagRecord }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', px: 1.5, py: 0.5, borderRadius: 1, color: '#fff', background: record.gradient || record.color || '#999', fontWeight: 600 }}
    >
      {record.name_ru}
    </Box>
  );
}

export function TagList() {
  return (
    <RecordList filters={[searchFilter]} sort={{ field: 'position', order: 'ASC' }}>
      <TextField source="key" />
      <FunctionField source="color" sortable={false} render={(record: TagRecord) => <Swatch record={record} />} />
      <TextField source="name_en" />
      <SelectField source="type" choices={typeChoices} />
      <TextField source="position" />
      <FunctionField source="contrast_warning" sortable={false} render={(record: TagRecord) => (record.contrast_warning ? '⚠' : '✓')} />
    </RecordList>
  );
}
