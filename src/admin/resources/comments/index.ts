import CommentIcon from '@mui/icons-material/Comment';
import { CommentList } from './CommentList';

// Moderation only: comments are written on the site, never in the console.
export default {
  list: CommentList,
  icon: CommentIcon,
};
