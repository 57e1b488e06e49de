import { Paper, Stack, Typography } from '@mui/material';
import { useShowContext, useTranslate } from 'react-admin';
import type { ChatRecord } from './chatRecord';

/** The chat's messages as a conversation: the team's on the right, the reader's on the left. */
export function ChatThread() {
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
