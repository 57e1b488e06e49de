import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HelpChat } from '../../../design-system';
import { useLocale } from '../../shared/useLocale';
import type { PageRoute } from '../../shared/pageRoute';
import { useAuth } from '../../auth/AuthProvider';
import { postChatMessage, useChat } from './api';
import { profileMessages as m } from './messages';

/**
 * /{locale}/profile/help: the chat with the site team. Reading the thread marks the team's answers read (the
 * server does), so the unread badges of the header and the tabs are refreshed once a read brought new ones;
 * while the page is open the thread is asked again every few seconds, so replies appear without a reload.
 */
export function ProfileHelpPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { current, refresh } = useAuth();
  const { data, error, mutate } = useChat(locale);
  const unread = current?.user.chat.unread_user_messages ?? 0;
  const sawNew = Boolean(data?.messages.some((message) => message.is_new));
  useEffect(() => {
    // The thread was read: the server has marked the answers read, the counts follow.
    if (data && (sawNew || unread > 0)) void refresh();
  }, [data, sawNew, unread, refresh]);

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{intl.formatMessage(m.helpIntro)}</Typography>
      {error && <Alert severity="error">{intl.formatMessage(m.loadError)}</Alert>}
      <HelpChat
        loading={!data && !error}
        messages={data?.messages ?? []}
        onSend={async (text) => {
          const { message } = await postChatMessage(locale, text);
          await mutate((thread) => ({ messages: [...(thread?.messages ?? []), message] }), { revalidate: false });
        }}
      />
    </Stack>
  );
}

export const route: PageRoute = { Component: ProfileHelpPage };
