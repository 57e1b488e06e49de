import CollectionsIcon from '@mui/icons-material/Collections';
import { formScreens } from '../../resourceScreens';
import { GalleryForm } from './GalleryForm';
import { GalleryList } from './GalleryList';

export default {
  list: GalleryList,
  ...formScreens(GalleryForm),
  icon: CollectionsIcon,
  recordRepresentation: 'title',
};
