import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { messages } from './ContactForm.messages';
import { panelSurface } from '../../theme/surfaces';

export type ContactFormStatus = 'idle' | 'sending' | 'sent' | 'error';

export interface ContactFormProps {
  /**
   * Sends the text (POST /api/send-message). Resolve on success: the send button hides until the page reloads;
   * reject on failure: an error shows and the text stays. There is no client validation (spec §5).
   */
  onSend: (text: string) => Promise<unknown>;
  /** Text already typed (stories; a restored draft). */
  defaultValue?: string;
  /** Start in a state (stories); afterwards the form follows the promise. */
  defaultStatus?: ContactFormStatus;
}

const Root = styled('section', { name: 'DsContactForm', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  padding: theme.spacing(3),
  ...panelSurface(theme),
  [theme.breakpoints.down('sm')]: { padding: theme.spacing(2) },
}));

/** The educators' 'contact us' form (spec §2, §4): a message and a send button that hides after success. */
export function ContactForm({ onSend, defaultValue = '', defaultStatus = 'idle' }: ContactFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const [text, setText] = useState(defaultValue);
  const [status, setStatus] = useState<ContactFormStatus>(defaultStatus);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending' || status === 'sent') return;
    setStatus('sending');
    try {
      await onSend(text);
      setStatus('sent');
    } catch {
      setStatus('error');
    }
  };

  return (
    <Root aria-labelledby={titleId}>
      <Typography variant="h3" component="h2" id={titleId} sx={{ fontSize: '1.5rem' }}>
        {intl.formatMessage(messages.title)}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage(messages.intro)}</Typography>
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TextField
          label={intl.formatMessage(messages.label)}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { readOnly: status === 'sent' } }}
        />
        {status === 'error' && <Alert severity="error">{intl.formatMessage(messages.error)}</Alert>}
        {status === 'sent' ? (
          <Alert severity="success" role="status">
            {intl.formatMessage(messages.sent)}
          </Alert>
        ) : (
          <div>
            <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />} disabled={status === 'sending'}>
              {intl.formatMessage(status === 'sending' ? messages.sending : messages.send)}
            </Button>
          </div>
        )}
      </form>
    </Root>
  );
}
