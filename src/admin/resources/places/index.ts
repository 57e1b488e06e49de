import PlaceIcon from '@mui/icons-material/Place';
import { formScreens } from '../../resourceScreens';
import { PlaceForm } from './PlaceForm';
import { PlaceList } from './PlaceList';

export default {
  list: PlaceList,
  ...formScreens(PlaceForm),
  icon: PlaceIcon,
  recordRepresentation: 'title',
};
