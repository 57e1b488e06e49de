import DescriptionIcon from '@mui/icons-material/Description';
import { formScreens } from '../../resourceScreens';
import { PageForm } from './PageForm';
import { PageList } from './PageList';

export default {
  list: PageList,
  ...formScreens(PageForm),
  icon: DescriptionIcon,
  recordRepresentation: 'title',
};
