import ChatIcon from '@mui/icons-material/Chat';
import { ChatList } from './ChatList';
import { ChatShow } from './ChatShow';

export default {
  list: ChatList,
  show: ChatShow,
  icon: ChatIcon,
  recordRepresentation: 'user_email',
};
