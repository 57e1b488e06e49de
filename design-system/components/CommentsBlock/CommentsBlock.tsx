import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { commonMessages } from '../../i18n/common.messages';
import { COMMENTS_INITIAL, COMMENTS_MAX, truncateComment, userDisplayName } from './commentRules';
import { messages } from './CommentsBlock.messages';

/**
 * The form is a reader's only (the server and the hydrating page render the visitor's prompt): its text field
 * arrives with the first signed-in render, not with every material's and course's first load.
 */
const CommentForm = lazy(() => import('./CommentForm'));

export interface CommentView {
  id: number;
  /** Plain text (never HTML); line breaks are kept. */
  content: string;
  /** ISO date-time. */
  created_at: string;
  /** The author; missing parts (or the string 'null') fall back to the generic 'User'. */
  user: { name?: string | null; surname?: string | null } | null;
}

export interface CommentsBlockProps {
  /** Comments, newest first (the API answers up to 1000). */
  comments: CommentView[];
  /** All comments of the item (countComments), shown in the heading. */
  count: number;
  /** Signed in: the form; signed out: the prompt to register or log in. */
  signedIn: boolean;
  /** The list is loading: placeholders. */
  loading?: boolean;
  /** The list failed to load. */
  error?: boolean;
  /** 'Try again' of the error state; without it no button shows. */
  onRetry?: () => void;
  /**
   * Sends a comment (trimmed, never empty or blank). The contract: return a promise; while it runs the
   * form is busy; when it **resolves** the form is cleared (the app adds the new comment to `comments`);
   * when it **rejects** the text stays in the field and a 'not sent' message shows — 'too often, try again in …'
   * for a 429 (its Retry-After). Rejecting with `CommentPendingNotice` (lib/tooMany) means the comment was taken
   * but waits for the author's e-mail confirmation: the form is cleared and says so.
   */
  onSubmit?: (text: string) => Promise<unknown>;
  /** The signed-out prompt's 'log in' (the app opens the login modal). */
  onLogin?: () => void;
  /** The signed-out prompt's 'sign up'. */
  onRegister?: () => void;
  /**
   * 'Show more' was pressed: the block shows up to 1000 comments from `comments` at once; an app that
   * loaded only the first 3 loads the rest here.
   */
  onShowMore?: () => void;
}

const Root = styled('section', { name: 'DsCommentsBlock', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2.5),
  maxWidth: 760,
}));

const Heading = styled('div', { name: 'DsCommentsBlock', slot: 'Heading' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5, 1.5),
}));

const Prompt = styled('p', { name: 'DsCommentsBlock', slot: 'Prompt' })(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.primary.light,
  ...theme.typography.body1,
}));

const List = styled('ol', { name: 'DsCommentsBlock', slot: 'List' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
}));

const Item = styled('li', { name: 'DsCommentsBlock', slot: 'Item' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr)',
  gap: theme.spacing(0, 1.5),
  padding: theme.spacing(2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
}));

const Content = styled('p', { name: 'DsCommentsBlock', slot: 'Content' })(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 0),
  ...theme.typography.body1,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
}));

const Dots = styled(IconButton, { name: 'DsCommentsBlock', slot: 'Dots' })(({ theme }) => ({
  padding: theme.spacing(0, 0.5),
  marginLeft: theme.spacing(0.5),
  verticalAlign: 'baseline',
  borderRadius: 999,
  background: theme.palette.primary.light,
  color: theme.palette.primary.main,
}));

const LinkButton = ({ onClick, children }: { onClick?: () => void; children: ReactNode }) => (
  <Link component="button" type="button" onClick={onClick} sx={{ font: 'inherit', verticalAlign: 'baseline', fontWeight: 600 }}>
    {children}
  </Link>
);

function CommentItem({ comment }: { comment: CommentView }) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const name = userDisplayName(comment.user) ?? intl.formatMessage(messages.user);
  const cut = truncateComment(comment.content);
  return (
    <Item data-testid="comment">
      <Avatar aria-hidden sx={{ width: 40, height: 40, gridRow: 'span 2', bgcolor: 'secondary.light', color: 'text.primary', fontSize: '1rem' }}>
        {[...name][0]?.toUpperCase()}
      </Avatar>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 12 }}>
        <Typography variant="subtitle2" component="span">
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={comment.created_at}>
          {intl.formatDate(comment.created_at, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })}
        </Typography>
      </div>
      <Content>
        {cut.truncated && !expanded ? (
          <>
            {cut.text}…
            <Dots size="small" aria-label={intl.formatMessage(messages.expand)} aria-expanded={false} onClick={() => setExpanded(true)}>
              <MoreHorizIcon fontSize="small" />
            </Dots>
          </>
        ) : (
          comment.content
        )}
      </Content>
    </Item>
  );
}

/**
 * The comments of a material or course (spec §2, §4): the count, the form (signed in) or a prompt to
 * register or log in (signed out), and the list: 3 first, 'show more' reveals the rest (up to 1000); a
 * comment over 150 characters is cut with an ellipsis and a dots button that expands it.
 */
export function CommentsBlock({
  comments,
  count,
  signedIn,
  loading = false,
  error = false,
  onRetry,
  onSubmit,
  onLogin,
  onRegister,
  onShowMore,
}: CommentsBlockProps) {
  const intl = useIntl();
  const titleId = useId();
  const [showAll, setShowAll] = useState(false);
  const total = Math.min(Math.max(count, comments.length), COMMENTS_MAX);
  const shown = comments.slice(0, showAll ? COMMENTS_MAX : COMMENTS_INITIAL);
  const hidden = total - COMMENTS_INITIAL;

  let body: ReactNode;
  if (loading) {
    body = (
      <div aria-busy="true" aria-label={intl.formatMessage(messages.loading)} role="status" data-testid="comments-loading">
        {Array.from({ length: COMMENTS_INITIAL }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={96} sx={{ mb: 2 }} />
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          )
        }
      >
        {intl.formatMessage(messages.error)}
      </Alert>
    );
  } else if (comments.length === 0) {
    body = <Typography color="text.secondary">{intl.formatMessage(messages.empty)}</Typography>;
  } else {
    body = (
      <>
        <List>
          {shown.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </List>
        {!showAll && hidden > 0 && (
          <Button
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setShowAll(true);
              onShowMore?.();
            }}
          >
            {intl.formatMessage(messages.showMore, { count: hidden })}
          </Button>
        )}
      </>
    );
  }

  return (
    <Root aria-labelledby={titleId}>
      <Heading>
        <Typography variant="h3" component="h2" id={titleId}>
          {intl.formatMessage(messages.title)}
        </Typography>
        {!loading && !error && (
          <Typography color="text.secondary" data-testid="comments-count">
            {intl.formatMessage(commonMessages.comments, { count })}
          </Typography>
        )}
      </Heading>
      {signedIn ? (
        <Suspense fallback={null}>
          <CommentForm onSubmit={onSubmit} />
        </Suspense>
      ) : (
        <Prompt>
          {intl.formatMessage(messages.signedOut, {
            register: (chunks: ReactNode[]) => <LinkButton onClick={onRegister}>{chunks}</LinkButton>,
            login: (chunks: ReactNode[]) => <LinkButton onClick={onLogin}>{chunks}</LinkButton>,
          })}
        </Prompt>
      )}
      {body}
    </Root>
  );
}
