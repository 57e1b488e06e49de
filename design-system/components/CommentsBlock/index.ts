export { CommentsBlock, type CommentsBlockProps, type CommentView } from './CommentsBlock';
export {
  COMMENTS_INITIAL,
  COMMENTS_MAX,
  COMMENT_TRUNCATE_AT,
  isSendable,
  truncateComment,
  userDisplayName,
} from './commentRules';
