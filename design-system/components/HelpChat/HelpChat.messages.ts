import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ds.helpChat.title', defaultMessage: 'Help' },
  thread: { id: 'ds.helpChat.thread', defaultMessage: 'Messages' },
  you: { id: 'ds.helpChat.you', defaultMessage: 'You' },
  team: { id: 'ds.helpChat.team', defaultMessage: 'Site team' },
  unread: { id: 'ds.helpChat.unread', defaultMessage: 'New' },
  empty: { id: 'ds.helpChat.empty', defaultMessage: 'Ask us anything about the site, the materials or your account.' },
  promise: { id: 'ds.helpChat.promise', defaultMessage: 'The site administrator answers within one working day.' },
  label: { id: 'ds.helpChat.label', defaultMessage: 'Your message' },
  send: { id: 'ds.helpChat.send', defaultMessage: 'Send' },
  sending: { id: 'ds.helpChat.sending', defaultMessage: 'Sending…' },
  error: { id: 'ds.helpChat.error', defaultMessage: 'The message was not sent. Please try again: your text is kept.' },
  loading: { id: 'ds.helpChat.loading', defaultMessage: 'Loading the messages' },
});

/** The server refused the message for now (429); wait: 'in 40 seconds'. */
export const limitMessages = defineMessages<{ tooOften: { wait: string } }>({
  tooOften: { id: 'ds.helpChat.tooOften', defaultMessage: 'You are sending messages too often. Please try again {wait}.' },
});
