import { useState } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useCreate, useGetRecordId, useNotify, useRefresh, useTranslate } from 'react-admin';

/** The team's answer: POST /api/admin/chats/{id}/messages, then the thread reloads with it. */
export function ReplyBox() {
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
      <TextField label={translate('admin.chats.replyLabel')} value={text} onChange={(event) => setText(event.target.value)} multiline minRows={3} fullWidth />
      <Box>
        <Button variant="contained" startIcon={<SendIcon />} onClick={send} disabled={isPending || !text.trim()}>
          {translate('admin.chats.send')}
        </Button>
      </Box>
    </Stack>
  );
}
