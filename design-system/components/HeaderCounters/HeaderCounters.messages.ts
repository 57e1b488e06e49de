import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ label: {}; materials: { count: number }; courses: { count: number } }>({
  label: { id: 'ds.headerCounters.label', defaultMessage: 'Favourites' },
  materials: {
    id: 'ds.headerCounters.materials',
    defaultMessage: '{count, plural, =0 {Favourite materials: none yet} one {# favourite material} other {# favourite materials}}',
  },
  courses: {
    id: 'ds.headerCounters.courses',
    defaultMessage: '{count, plural, =0 {Favourite courses: none yet} one {# favourite course} other {# favourite courses}}',
  },
});
