import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { CommentPendingNotice, formatWait, retryAfterSeconds } from '../../lib/rejections';
import { isSendable } from './commentRules';
import { messages } from './CommentsBlock.messages';

const Form = styled('form', { name: 'DsCommentsBlock', slot: 'Form' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: theme.spacing(1.5),
}));

/** A reader's comment form of CommentsBlock (loaded with its first signed-in render). */
export default function CommentForm({ onSubmit }: { onSubmit?: (text: string) => Promise<unknown> }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<'empty' | 'failed' | null>(null);
  /** Seconds to wait after a 429; the note of a comment that waits for the e-mail confirmation. */
  const [wait, setWait] = useState<number | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!isSendable(text)) {
      setProblem('empty');
      return;
    }
    setProblem(null);
    setWait(null);
    setPending(false);
    setSending(true);
    try {
      await onSubmit?.(text.trim());
      setText('');
    } catch (error) {
      if (error instanceof CommentPendingNotice) {
        setText('');
        setPending(true);
      } else {
        setWait(retryAfterSeconds(error));
        setProblem('failed');
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage(messages.field)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (problem === 'empty') setProblem(null);
        }}
        multiline
        minRows={3}
        fullWidth
        error={problem === 'empty'}
        helperText={problem === 'empty' ? intl.formatMessage(messages.emptyText) : undefined}
      />
      {problem === 'failed' && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {wait !== null
            ? intl.formatMessage(messages.tooOften, { wait: formatWait(intl, wait) })
            : intl.formatMessage(messages.sendFailed)}
        </Alert>
      )}
      {pending && (
        <Alert severity="info" sx={{ alignSelf: 'stretch' }} data-testid="comment-pending">
          {intl.formatMessage(messages.pending)}
        </Alert>
      )}
      <Button type="submit" variant="contained" loading={sending}>
        {intl.formatMessage(messages.send)}
      </Button>
    </Form>
  );
}
