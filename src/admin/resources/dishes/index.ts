import RestaurantIcon from '@mui/icons-material/Restaurant';
import { formScreens } from '../../resourceScreens';
import { DishForm } from './DishForm';
import { DishList } from './DishList';

export default {
  list: DishList,
  ...formScreens(DishForm),
  icon: RestaurantIcon,
  recordRepresentation: 'title',
};
