import AssignmentIcon from '@mui/icons-material/Assignment';
import { QuestionnaireList } from './QuestionnaireList';
import { QuestionnaireShow } from './QuestionnaireShow';

export default {
  list: QuestionnaireList,
  show: QuestionnaireShow,
  icon: AssignmentIcon,
};
