import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  label: {};
  sections: {};
  torah: {};
  neviim: {};
  ktuvim: {};
  count: { count: number };
  empty: {};
  more: {};
  cluster: { count: number; names: string };
  loading: {};
}>({
  label: { id: 'ds.placesMap.label', defaultMessage: 'Map of places of the Tanakh' },
  sections: { id: 'ds.placesMap.sections', defaultMessage: 'Sections of the map' },
  torah: { id: 'ds.placesMap.torah', defaultMessage: 'Torah' },
  neviim: { id: 'ds.placesMap.neviim', defaultMessage: 'Nevi’im' },
  ktuvim: { id: 'ds.placesMap.ktuvim', defaultMessage: 'Ketuvim' },
  count: { id: 'ds.placesMap.count', defaultMessage: '{count, plural, one {# place} other {# places}}' },
  empty: { id: 'ds.placesMap.empty', defaultMessage: 'No places to show' },
  more: { id: 'ds.placesMap.more', defaultMessage: 'About the place' },
  cluster: { id: 'ds.placesMap.cluster', defaultMessage: '{count, plural, one {# place} other {# places}}: {names}' },
  loading: { id: 'ds.placesMap.loading', defaultMessage: 'Loading the map…' },
});
