import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  label: {};
  data: {};
  favorites: {};
  courses: {};
  materials: {};
  reviews: {};
  help: {};
  questionary: {};
  unread: { count: number };
}>({
  label: { id: 'ds.profileTabs.label', defaultMessage: 'Profile sections' },
  data: { id: 'ds.profileTabs.data', defaultMessage: 'My data' },
  favorites: { id: 'ds.profileTabs.favorites', defaultMessage: 'Favourites' },
  courses: { id: 'ds.profileTabs.courses', defaultMessage: 'Courses' },
  materials: { id: 'ds.profileTabs.materials', defaultMessage: 'Materials' },
  reviews: { id: 'ds.profileTabs.reviews', defaultMessage: 'Reviews' },
  help: { id: 'ds.profileTabs.help', defaultMessage: 'Help' },
  questionary: { id: 'ds.profileTabs.questionary', defaultMessage: 'Questionnaire' },
  unread: { id: 'ds.profileTabs.unread', defaultMessage: '{count, plural, one {# unread answer} other {# unread answers}}' },
});
