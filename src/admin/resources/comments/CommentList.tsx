import { Box } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  DateField,
  DeleteButton,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { searchFilter } from '../../fields/filters';
import { nameAndEmail } from '../../fields/people';
import type { CommentRecord } from './commentRecord';
import { HideToggle } from './HideToggle';

const itemTypes = [
  { id: 'material', name: 'admin.itemTypes.material' },
  { id: 'course', name: 'admin.itemTypes.course' },
];

const filters = [
  searchFilter,
  <NumberInput key="user_id" source="user_id" />,
  <SelectInput key="item_type" source="item_type" choices={itemTypes} />,
  <NumberInput key="item_id" source="item_id" />,
  <NullableBooleanInput key="hidden" source="hidden" alwaysOn />,
];

function DeletedUser() {
  const translate = useTranslate();
  return <em>{translate('admin.comments.deletedUser')}</em>;
}

export function CommentList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false} rowSx={(record) => (record.hidden ? { opacity: 0.6 } : {})}>
        <TextField source="id" />
        <FunctionField source="content" sortable={false} render={(record: CommentRecord) => <Box sx={{ maxWidth: 420, whiteSpace: 'pre-wrap' }}>{record.content}</Box>} />
        <FunctionField
          source="user_email"
          sortable={false}
          render={(record: CommentRecord) => (record.user_email ? nameAndEmail(record) : <DeletedUser />)}
        />
        <FunctionField
          source="item_title"
          sortable={false}
          render={(record: CommentRecord) =>
            record.item_link ? (
              <a href={record.item_link} target="_blank" rel="noreferrer" onClick={(event) => event.stopPropagation()}>
                {record.item_title}
              </a>
            ) : (
              record.item_title
            )
          }
        />
        <BooleanField source="hidden" />
        <DateField source="created_at" showTime />
        <HideToggle />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
}
