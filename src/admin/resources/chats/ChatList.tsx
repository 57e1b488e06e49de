import { Box, Chip } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, NullableBooleanInput, TextField, useRecordContext, useTranslate } from 'react-admin';
import { searchFilter } from '../../fields/filters';
import { nameAndEmail } from '../../fields/people';
import type { ChatRecord } from './chatRecord';
import { formatWaiting } from './formatWaiting';

const filters = [searchFilter, <NullableBooleanInput key="unanswered" source="unanswered" alwaysOn />];

function Waiting() {
  const record = useRecordContext<ChatRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return record.unanswered_count > 0 ? (
    <Chip size="small" color="warning" label={`${translate('admin.chats.waiting')} ${formatWaiting(record.waiting_seconds, translate)}`} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('admin.chats.answered')} />
  );
}

// The longest-waiting chats first.
export function ChatList() {
  return (
    <List filters={filters} sort={{ field: 'waiting_since', order: 'ASC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FunctionField source="user_email" render={nameAndEmail} sortable={false} />
        <FunctionField source="waiting_seconds" sortBy="waiting_since" render={() => <Waiting />} />
        <TextField source="unanswered_count" sortable={false} />
        <TextField source="messages_count" sortable={false} />
        <FunctionField source="last_message_text" sortable={false} render={(record: { last_message_text?: string }) => <Box sx={{ maxWidth: 360 }}>{record.last_message_text}</Box>} />
        <DateField source="last_message_at" showTime />
      </Datagrid>
    </List>
  );
}
