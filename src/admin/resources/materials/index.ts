import ArticleIcon from '@mui/icons-material/Article';
import { formScreens } from '../../resourceScreens';
import { MaterialForm } from './MaterialForm';
import { MaterialList } from './MaterialList';

export default {
  list: MaterialList,
  ...formScreens(MaterialForm, { afterCreate: 'edit' }),
  icon: ArticleIcon,
  recordRepresentation: 'title',
};
