import GroupsIcon from '@mui/icons-material/Groups';
import { formScreens } from '../../resourceScreens';
import { TeamMemberForm } from './TeamMemberForm';
import { TeamMemberList } from './TeamMemberList';

export default {
  list: TeamMemberList,
  ...formScreens(TeamMemberForm),
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
