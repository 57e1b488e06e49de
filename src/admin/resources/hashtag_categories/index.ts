import CategoryIcon from '@mui/icons-material/Category';
import { formScreens } from '../../resourceScreens';
import { HashtagCategoryForm } from './HashtagCategoryForm';
import { HashtagCategoryList } from './HashtagCategoryList';

export default {
  list: HashtagCategoryList,
  ...formScreens(HashtagCategoryForm),
  icon: CategoryIcon,
  recordRepresentation: 'name_ru',
};
