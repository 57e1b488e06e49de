import { useState } from 'react';
import { Box, Button as MuiButton, Chip, Paper, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import VisibilityIcon from '@mui/icons-material/Visibility';
import SchoolIcon from '@mui/icons-material/School';
import SendIcon from '@mui/icons-material/Send';
import {
  BooleanField,
  BooleanInput,
  Button,
  CheckboxGroupInput,
  Datagrid,
  DateField,
  DeleteButton,
  Edit,
  EmailField,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberInput,
  SaveButton,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  useCreate,
  useGetRecordId,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useShowContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { formatWaiting } from '../format';

/* Comments */

interface CommentRecord {
  id: number;
  hidden: boolean;
  content: string;
  user_email: string | null;
  item_link?: string | null;
}

const itemTypes = [
  { id: 'material', name: 'admin.itemTypes.material' },
  { id: 'course', name: 'admin.itemTypes.course' },
];

function HideToggle() {
  const record = useRecordContext<CommentRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const next = !record.hidden;
  return (
    <Button
      label={next ? 'admin.comments.hide' : 'admin.comments.unhide'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'comments',
          { id: record.id, data: { hidden: next }, previousData: record },
          { mutationMode: 'pessimistic', onSuccess: () => notify(translate(next ? 'admin.comments.hidden' : 'admin.comments.shown'), { type: 'info' }) },
        );
      }}
    >
      {next ? <VisibilityOffIcon /> : <VisibilityIcon />}
    </Button>
  );
}

const commentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NumberInput key="user_id" source="user_id" />,
  <SelectInput key="item_type" source="item_type" choices={itemTypes} />,
  <NumberInput key="item_id" source="item_id" />,
  <NullableBooleanInput key="hidden" source="hidden" alwaysOn />,
];

export const CommentList = () => (
  <List filters={commentFilters} sort={{ field: 'id', order: 'DESC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false} rowSx={(record) => (record.hidden ? { opacity: 0.6 } : {})}>
      <TextField source="id" />
      <FunctionField source="content" sortable={false} render={(record: CommentRecord) => <Box sx={{ maxWidth: 420, whiteSpace: 'pre-wrap' }}>{record.content}</Box>} />
      <FunctionField
        source="user_email"
        sortable={false}
        render={(record: CommentRecord & { user_name?: string }) =>
          record.user_email ? `${record.user_name ?? ''} <${record.user_email}>` : <DeletedUser />
        }
      />
      <FunctionField
        source="item_title"
        sortable={false}
        render={(record: CommentRecord & { item_title?: string }) =>
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

function DeletedUser() {
  const translate = useTranslate();
  return <em>{translate('admin.comments.deletedUser')}</em>;
}

/* Users */

const roleChoices = [
  { id: 'admin', name: 'admin.roles.admin' },
  { id: 'editor', name: 'admin.roles.editor' },
  { id: 'moderator', name: 'admin.roles.moderator' },
];
const cardAccessChoices = [
  { id: 0, name: 'ra.boolean.false' },
  { id: 1, name: 'ra.boolean.true' },
];

export const UserList = () => (
  <List
    filters={[
      <SearchInput key="q" source="q" alwaysOn />,
      <SelectInput key="role" source="role" choices={roleChoices} />,
      <SelectInput key="card_access" source="card_access" choices={cardAccessChoices} />,
      <NullableBooleanInput key="comments_blocked" source="comments_blocked" />,
    ]}
    sort={{ field: 'id', order: 'DESC' }}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" />
      <EmailField source="email" />
      <TextField source="name" />
      <FunctionField
        source="roles"
        sortable={false}
        render={(record: { roles?: string[] }) => <RoleChips roles={record.roles ?? []} />}
      />
      <SelectField source="card_access" choices={cardAccessChoices} />
      <BooleanField source="comments_blocked" />
      <TextField source="comments_count" />
      <DateField source="created_at" />
    </Datagrid>
  </List>
);

function RoleChips({ roles }: { roles: string[] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5}>
      {roles.map((role) => (
        <Chip key={role} size="small" label={translate(`admin.roles.${role}`)} />
      ))}
    </Stack>
  );
}

const UserToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export function UserEdit() {
  const { permissions } = usePermissions<string[]>();
  const isAdmin = permissions?.includes('admin') ?? false;
  // Only what this role may change is sent: a moderator sending `roles` would get 403.
  const transform = (data: Record<string, unknown>) => ({
    card_access: data.card_access,
    comments_blocked: data.comments_blocked,
    ...(isAdmin ? { roles: data.roles } : {}),
  });
  return (
    <Edit mutationMode="pessimistic" transform={transform}>
      <SimpleForm toolbar={<UserToolbar />}>
        <TextInput source="email" disabled />
        <TextInput source="name" disabled />
        {isAdmin && <CheckboxGroupInput source="roles" choices={roleChoices} />}
        <SelectInput source="card_access" choices={cardAccessChoices} />
        <BooleanInput source="comments_blocked" />
      </SimpleForm>
    </Edit>
  );
}

/* Chats */

interface ChatMessage {
  id: number;
  author: 'user' | 'team';
  text: string;
  created_at: string;
}
interface ChatRecord {
  id: number;
  user_email: string;
  user_name?: string | null;
  unanswered_count: number;
  waiting_seconds: number | null;
  messages?: ChatMessage[];
}

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

export const ChatList = () => (
  <List
    filters={[<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="unanswered" source="unanswered" alwaysOn />]}
    sort={{ field: 'waiting_since', order: 'ASC' }}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <FunctionField source="user_email" render={(record: ChatRecord) => `${record.user_name ?? ''} <${record.user_email}>`} sortable={false} />
      <FunctionField source="waiting_seconds" sortBy="waiting_since" render={() => <Waiting />} />
      <TextField source="unanswered_count" sortable={false} />
      <TextField source="messages_count" sortable={false} />
      <FunctionField source="last_message_text" sortable={false} render={(record: { last_message_text?: string }) => <Box sx={{ maxWidth: 360 }}>{record.last_message_text}</Box>} />
      <DateField source="last_message_at" showTime />
    </Datagrid>
  </List>
);

function Thread() {
  const { record } = useShowContext<ChatRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ maxWidth: 720, width: '100%' }} data-testid="chat-thread">
      {(record.messages ?? []).map((message) => (
        <Paper
          key={message.id}
          variant="outlined"
          sx={{
            p: 1.5,
            alignSelf: message.author === 'team' ? 'flex-end' : 'flex-start',
            maxWidth: '85%',
            bgcolor: message.author === 'team' ? 'primary.light' : 'background.paper',
            color: message.author === 'team' ? 'primary.contrastText' : 'text.primary',
          }}
        >
          <Typography variant="caption" sx={{ display: 'block', opacity: 0.8 }}>
            {translate(`admin.chats.${message.author}`)} · {new Date(message.created_at).toLocaleString()}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {message.text}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

function ReplyBox() {
  const id = useGetRecordId();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [create, { isPending }] = useCreate();
  const send = () => {
    if (!text.trim()) return;
    create(
      `chats/${id}/messages`,
      { data: { text } },
      {
        onSuccess: () => {
          setText('');
          notify(translate('admin.chats.sent'), { type: 'success' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <Stack spacing={1} sx={{ maxWidth: 720, width: '100%', mt: 2 }}>
      <MuiTextField label={translate('admin.chats.replyLabel')} value={text} onChange={(event) => setText(event.target.value)} multiline minRows={3} fullWidth />
      <Box>
        <MuiButton variant="contained" startIcon={<SendIcon />} onClick={send} disabled={isPending || !text.trim()}>
          {translate('admin.chats.send')}
        </MuiButton>
      </Box>
    </Stack>
  );
}

export const ChatShow = () => (
  <Show>
    <SimpleShowLayout>
      <FunctionField source="user_email" render={(record: ChatRecord) => `${record.user_name ?? ''} <${record.user_email}>`} />
      <Thread />
      <ReplyBox />
    </SimpleShowLayout>
  </Show>
);

/* Questionnaires */

interface QuestionnaireRecord {
  id: number;
  user_id: number;
  card_access: number;
}

function GrantAccessButton() {
  const record = useRecordContext<QuestionnaireRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  if (record.card_access === 1) return <Chip size="small" color="success" label={translate('admin.questionnaires.hasAccess')} />;
  return (
    <Button
      label="admin.questionnaires.grant"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'users',
          { id: record.user_id, data: { card_access: 1 }, previousData: { id: record.user_id } },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(translate('admin.questionnaires.granted'), { type: 'success' });
              refresh();
            },
          },
        );
      }}
    >
      <SchoolIcon />
    </Button>
  );
}

export const QuestionnaireList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'updated_at', order: 'DESC' }}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="id" />
      <FunctionField source="user_email" sortable={false} render={(record: { user_name?: string; user_email: string }) => `${record.user_name ?? ''} <${record.user_email}>`} />
      <TextField source="role" sortable={false} />
      <TextField source="organisation" sortable={false} />
      <TextField source="city" sortable={false} />
      <DateField source="updated_at" />
      <GrantAccessButton />
    </Datagrid>
  </List>
);

export const QuestionnaireShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="user_email" />
      <TextField source="user_name" />
      <TextField source="role" />
      <TextField source="organisation" />
      <TextField source="city" />
      <TextField source="subjects" />
      <TextField source="usage" />
      <TextField source="comment" />
      <DateField source="updated_at" showTime />
      <GrantAccessButton />
    </SimpleShowLayout>
  </Show>
);

/* Audit */

const actions = ['create', 'update', 'delete', 'hide', 'unhide', 'reply', 'grant', 'revoke', 'upload'].map((id) => ({ id, name: id }));

export const AuditList = () => (
  <List
    filters={[
      <TextInput key="resource" source="resource" alwaysOn />,
      <SelectInput key="action" source="action" choices={actions} alwaysOn />,
      <NumberInput key="record_id" source="record_id" />,
    ]}
    sort={{ field: 'id', order: 'DESC' }}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="created_at" showTime />
      <TextField source="user_email" sortable={false} />
      <TextField source="action" sortable={false} />
      <TextField source="resource" sortable={false} />
      <TextField source="record_id" sortable={false} />
      <FunctionField
        source="diff"
        sortable={false}
        render={(record: { diff?: unknown }) => (
          <Box component="code" sx={{ fontSize: 12, display: 'block', maxWidth: 420, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {record.diff == null ? '' : JSON.stringify(record.diff).slice(0, 400)}
          </Box>
        )}
      />
    </Datagrid>
  </List>
);
