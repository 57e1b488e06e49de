import { defineMessages } from 'react-intl';

/** Texts of the map and place screens (the design-system parts carry theirs). */
export const mapMessages = defineMessages<{
  title: {};
  intro: {};
  filterLabel: {};
  all: {};
  empty: {};
  error: {};
  listHeading: {};
  count: { count: number };
  placeError: {};
  chapters: {};
  allPlaces: {};
  openImage: { title: string };
  mapHeading: {};
  placeMapLabel: { title: string };
  mapLabel: {};
}>({
  title: { id: 'app.map.title', defaultMessage: 'Map of places' },
  intro: {
    id: 'app.map.intro',
    defaultMessage:
      'Cities, mountains and rivers that the books of the Tanakh tell about. Choose a section to keep only its places.',
  },
  filterLabel: { id: 'app.map.filterLabel', defaultMessage: 'Section' },
  all: { id: 'app.map.all', defaultMessage: 'All' },
  empty: { id: 'app.map.empty', defaultMessage: 'There are no places here yet.' },
  error: { id: 'app.map.error', defaultMessage: 'The places could not be loaded. Try again later.' },
  listHeading: { id: 'app.map.listHeading', defaultMessage: 'List of places' },
  count: { id: 'app.map.count', defaultMessage: '{count, plural, one {# place} other {# places}}' },
  placeError: { id: 'app.map.placeError', defaultMessage: 'The place could not be loaded. Try again later.' },
  chapters: { id: 'app.map.chapters', defaultMessage: 'Chapters that mention this place' },
  allPlaces: { id: 'app.map.allPlaces', defaultMessage: 'All places on the map' },
  openImage: { id: 'app.map.openImage', defaultMessage: 'Open the picture larger: {title}' },
  mapHeading: { id: 'app.map.mapHeading', defaultMessage: 'The place on the map' },
  placeMapLabel: { id: 'app.map.placeMapLabel', defaultMessage: 'Map: {title}' },
  mapLabel: { id: 'app.map.mapLabel', defaultMessage: 'Map of the places of the Tanakh' },
});
