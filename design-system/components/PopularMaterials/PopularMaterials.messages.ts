import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ds.popularMaterials.title', defaultMessage: 'Popular materials' },
  empty: { id: 'ds.popularMaterials.empty', defaultMessage: 'No popular materials yet' },
  loading: { id: 'ds.popularMaterials.loading', defaultMessage: 'Loading popular materials' },
});
