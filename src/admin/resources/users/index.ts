import PeopleIcon from '@mui/icons-material/People';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

// Accounts are made by signing up on the site; the console changes their roles and access.
export default {
  list: UserList,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
