import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { formScreens } from '../../resourceScreens';
import { TagForm } from './TagForm';
import { TagList } from './TagList';

// The edit screen stays open after a save so that the server's contrast verdict shows.
export default {
  list: TagList,
  ...formScreens(TagForm, { afterEdit: false, afterCreate: 'edit' }),
  icon: LocalOfferIcon,
  recordRepresentation: 'name_ru',
};
