import { defineMessages } from 'react-intl';

/** Labels of the header menu and footer links (the header's own sections are labelled by AppHeader). */
export const layoutMessages = defineMessages({
  materials: { id: 'app.layout.materials', defaultMessage: 'Materials' },
  courses: { id: 'app.layout.courses', defaultMessage: 'Courses' },
  books: { id: 'app.layout.books', defaultMessage: 'Library' },
  map: { id: 'app.layout.map', defaultMessage: 'Map of places' },
  team: { id: 'app.layout.team', defaultMessage: 'Team' },
  about: { id: 'app.layout.about', defaultMessage: 'About the project' },
  hashtags: { id: 'app.layout.hashtags', defaultMessage: 'Search by hashtags' },
  search: { id: 'app.layout.search', defaultMessage: 'Search' },
  gallery: { id: 'app.layout.gallery', defaultMessage: 'Virtual gallery' },
  ashkenazi: { id: 'app.layout.ashkenazi', defaultMessage: 'Ashkenazi table' },
  professions: { id: 'app.layout.professions', defaultMessage: 'Jewish professions' },
  documentary: { id: 'app.layout.documentary', defaultMessage: 'Documentary stories' },
});
