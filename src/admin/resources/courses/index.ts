import SchoolIcon from '@mui/icons-material/School';
import { formScreens } from '../../resourceScreens';
import { CourseForm } from './CourseForm';
import { CourseList } from './CourseList';

export default {
  list: CourseList,
  ...formScreens(CourseForm, { afterCreate: 'edit' }),
  icon: SchoolIcon,
  recordRepresentation: 'title',
};
