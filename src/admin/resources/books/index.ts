import MenuBookIcon from '@mui/icons-material/MenuBook';
import { formScreens } from '../../resourceScreens';
import { BookForm } from './BookForm';
import { BookList } from './BookList';

export default {
  list: BookList,
  ...formScreens(BookForm),
  icon: MenuBookIcon,
  recordRepresentation: 'title',
};
