import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  brand: { id: 'ds.appHeader.brand', defaultMessage: 'Jewish Culture' },
  home: { id: 'ds.appHeader.home', defaultMessage: 'Home page' },
  navigation: { id: 'ds.appHeader.navigation', defaultMessage: 'Main navigation' },
  openMenu: { id: 'ds.appHeader.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'ds.appHeader.closeMenu', defaultMessage: 'Close menu' },
  language: { id: 'ds.appHeader.language', defaultMessage: 'Language' },
  materials: { id: 'ds.appHeader.nav.materials', defaultMessage: 'Materials' },
  courses: { id: 'ds.appHeader.nav.courses', defaultMessage: 'Courses' },
  books: { id: 'ds.appHeader.nav.books', defaultMessage: 'Library' },
  map: { id: 'ds.appHeader.nav.map', defaultMessage: 'Map' },
  team: { id: 'ds.appHeader.nav.team', defaultMessage: 'Team' },
  about: { id: 'ds.appHeader.nav.about', defaultMessage: 'About' },
  educators: { id: 'ds.appHeader.nav.educators', defaultMessage: 'For educators' },
  gallery: { id: 'ds.appHeader.nav.gallery', defaultMessage: 'Gallery' },
});
