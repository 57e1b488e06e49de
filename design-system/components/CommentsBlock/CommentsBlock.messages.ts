import { defineMessages, type MessageTag } from 'react-intl';

type Chunks = { register: MessageTag; login: MessageTag };

export const messages = defineMessages<{
  title: {};
  signedOut: Chunks;
  field: {};
  send: {};
  emptyText: {};
  sendFailed: {};
  showMore: { count: number };
  expand: {};
  empty: {};
  error: {};
  retry: {};
  loading: {};
  user: {};
  tooOften: { wait: string };
  pending: {};
}>({
  title: { id: 'ds.commentsBlock.title', defaultMessage: 'Comments' },
  /** The spec's prompt to register or log in before commenting; the tags become buttons. */
  signedOut: {
    id: 'ds.commentsBlock.signedOut',
    defaultMessage: 'To leave a comment, <register>sign up</register> or <login>log in</login>.',
  },
  field: { id: 'ds.commentsBlock.field', defaultMessage: 'Your comment' },
  send: { id: 'ds.commentsBlock.send', defaultMessage: 'Send' },
  emptyText: { id: 'ds.commentsBlock.emptyText', defaultMessage: 'Write the comment first: an empty one is not sent.' },
  sendFailed: {
    id: 'ds.commentsBlock.sendFailed',
    defaultMessage: 'The comment was not sent. Your text is kept: please try again.',
  },
  showMore: { id: 'ds.commentsBlock.showMore', defaultMessage: 'Show {count} more' },
  expand: { id: 'ds.commentsBlock.expand', defaultMessage: 'Show the whole comment' },
  empty: { id: 'ds.commentsBlock.empty', defaultMessage: 'No comments yet. Be the first to write one.' },
  error: { id: 'ds.commentsBlock.error', defaultMessage: 'The comments could not be loaded.' },
  retry: { id: 'ds.commentsBlock.retry', defaultMessage: 'Try again' },
  loading: { id: 'ds.commentsBlock.loading', defaultMessage: 'Loading comments…' },
  /** The generic name of a commenter without first name and surname (spec §3). */
  user: { id: 'ds.commentsBlock.user', defaultMessage: 'User' },
  /** The server refused the comment for now (429); wait: 'in 40 seconds'. */
  tooOften: { id: 'ds.commentsBlock.tooOften', defaultMessage: 'You are posting comments too often. Please try again {wait}.' },
  /** The comment is taken but shown once the author's e-mail is confirmed. */
  pending: {
    id: 'ds.commentsBlock.pending',
    defaultMessage: 'Thank you! Your comment will appear once you confirm your e-mail address with the link we sent you.',
  },
});
