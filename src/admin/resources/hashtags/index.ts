import TagIcon from '@mui/icons-material/Tag';
import { formScreens } from '../../resourceScreens';
import { HashtagForm } from './HashtagForm';
import { HashtagList } from './HashtagList';

export default {
  list: HashtagList,
  ...formScreens(HashtagForm),
  icon: TagIcon,
  recordRepresentation: 'name_ru',
};
