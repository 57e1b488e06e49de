import BookmarksIcon from '@mui/icons-material/Bookmarks';
import { formScreens } from '../../resourceScreens';
import { BookChapterForm } from './BookChapterForm';
import { BookChapterList } from './BookChapterList';

export default {
  list: BookChapterList,
  ...formScreens(BookChapterForm),
  icon: BookmarksIcon,
  recordRepresentation: 'title',
};
