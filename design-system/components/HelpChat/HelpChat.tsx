import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import SendIcon from '@mui/icons-material/Send';
import { DATE_TIME_FORMAT } from '../ReviewsList';
import { limitMessages, messages } from './HelpChat.messages';
import { panelSurface } from '../../theme/surfaces';
import { formatWait, retryAfterSeconds } from '../../lib/rejections';

/** A message of the help chat (GET /api/user/chat). */
export interface ChatMessageView {
  id: number;
  author: 'user' | 'team';
  /** Plain text; line breaks are \n. */
  text: string;
  /** ISO date-time. */
  created_at: string;
  /** A team answer the user sees for the first time. */
  is_new: boolean;
}

export interface HelpChatProps {
  /** Oldest first. */
  messages: ChatMessageView[];
  /** Sends a message: resolve and the input empties; reject and an error shows with the text kept. */
  onSend: (text: string) => Promise<unknown>;
  loading?: boolean;
  /** Time zone for the dates (IANA name); the browser's by default. */
  timeZone?: string;
}

const Root = styled('section', { name: 'DsHelpChat', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  maxWidth: 760,
}));

const Thread = styled('ol', { name: 'DsHelpChat', slot: 'Thread' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  margin: 0,
  padding: theme.spacing(2),
  listStyle: 'none',
  ...panelSurface(theme),
}));

const Bubble = styled('li', { name: 'DsHelpChat', slot: 'Bubble' })<{ ownerState: { author: 'user' | 'team'; unread: boolean } }>(
  ({ theme }) => ({
    maxWidth: '85%',
    padding: theme.spacing(1.25, 1.75),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    overflowWrap: 'anywhere',
    variants: [
      {
        props: ({ ownerState }: { ownerState: { author: string } }) => ownerState.author === 'user',
        style: { alignSelf: 'flex-end', background: theme.palette.primary.light, borderBottomRightRadius: 2 },
      },
      {
        props: ({ ownerState }: { ownerState: { author: string } }) => ownerState.author === 'team',
        style: { alignSelf: 'flex-start', background: theme.palette.background.default, borderBottomLeftRadius: 2 },
      },
      {
        props: ({ ownerState }: { ownerState: { unread: boolean } }) => ownerState.unread,
        style: { boxShadow: `inset 3px 0 0 ${theme.palette.secondary.main}`, background: theme.palette.secondary.light },
      },
    ],
  }),
);

const Meta = styled('div', { name: 'DsHelpChat', slot: 'Meta' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(0.5, 1),
  marginBottom: theme.spacing(0.5),
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
  '& strong': { color: theme.palette.text.primary },
}));

const Unread = styled('span', { name: 'DsHelpChat', slot: 'Unread' })(({ theme }) => ({
  padding: theme.spacing(0, 0.75),
  borderRadius: 8,
  background: theme.palette.secondary.dark,
  color: theme.palette.common.white,
  fontWeight: 700,
}));

const Empty = styled('div', { name: 'DsHelpChat', slot: 'Empty' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(4, 2),
  color: theme.palette.text.secondary,
  background: theme.palette.background.paper,
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 2,
}));

/**
 * The profile's help chat (spec §1, §2): the thread of the user's and the team's messages with date and time, new
 * team answers marked, and the input; empty, it promises an answer within one working day.
 */
export function HelpChat({ messages: thread, onSend, loading = false, timeZone }: HelpChatProps) {
  const intl = useIntl();
  const titleId = useId();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'error'>('idle');
  /** Seconds to wait after a 429 (its Retry-After). */
  const [wait, setWait] = useState<number | null>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || status === 'sending') return;
    setStatus('sending');
    try {
      await onSend(text);
      setText('');
      setStatus('idle');
    } catch (error) {
      setWait(retryAfterSeconds(error));
      setStatus('error');
    }
  };
  // Ctrl/⌘+Enter sends; Enter alone makes a new line.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
  };

  return (
    <Root aria-labelledby={titleId}>
      <Typography variant="h3" component="h2" id={titleId} sx={{ fontSize: '1.5rem' }}>
        {intl.formatMessage(messages.title)}
      </Typography>
      {loading ? (
        <Thread aria-label={intl.formatMessage(messages.loading)} aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} style={{ alignSelf: i % 2 ? 'flex-start' : 'flex-end', width: `${60 - i * 10}%` }}>
              <Skeleton variant="rounded" height={56} />
            </li>
          ))}
        </Thread>
      ) : thread.length === 0 ? (
        <Empty role="status">
          <ForumOutlinedIcon fontSize="large" aria-hidden />
          <Typography color="text.primary">{intl.formatMessage(messages.empty)}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {intl.formatMessage(messages.promise)}
          </Typography>
        </Empty>
      ) : (
        <div role="log" aria-label={intl.formatMessage(messages.thread)}>
          <Thread>
            {thread.map((message) => {
              const unread = message.author === 'team' && message.is_new;
              return (
                <Bubble key={message.id} ownerState={{ author: message.author, unread }} data-author={message.author} data-unread={unread}>
                  <Meta>
                    <strong>{intl.formatMessage(message.author === 'user' ? messages.you : messages.team)}</strong>
                    <time dateTime={message.created_at}>{intl.formatDate(message.created_at, { ...DATE_TIME_FORMAT, timeZone })}</time>
                    {unread && <Unread>{intl.formatMessage(messages.unread)}</Unread>}
                  </Meta>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                    {message.text}
                  </Typography>
                </Bubble>
              );
            })}
          </Thread>
        </div>
      )}
      <form onSubmit={send} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <TextField
          label={intl.formatMessage(messages.label)}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          multiline
          minRows={3}
          fullWidth
        />
        {status === 'error' && (
          <Alert severity="error">
            {wait !== null ? intl.formatMessage(limitMessages.tooOften, { wait: formatWait(intl, wait) }) : intl.formatMessage(messages.error)}
          </Alert>
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, justifyContent: 'space-between' }}>
          <Typography variant="caption" color="text.secondary">
            {intl.formatMessage(messages.promise)}
          </Typography>
          <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!text.trim() || status === 'sending'}>
            {intl.formatMessage(status === 'sending' ? messages.sending : messages.send)}
          </Button>
        </div>
      </form>
    </Root>
  );
}
