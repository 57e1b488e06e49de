import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  open: {};
  openUnread: {};
  menu: {};
  data: {};
  favorites: {};
  courses: {};
  materials: {};
  reviews: {};
  help: {};
  questionary: {};
  logout: {};
  login: {};
  unread: { count: number };
  user: {};
}>({
  open: { id: 'ds.profileMenu.open', defaultMessage: 'Profile menu' },
  openUnread: { id: 'ds.profileMenu.openUnread', defaultMessage: 'Profile menu: new messages in the help chat' },
  menu: { id: 'ds.profileMenu.menu', defaultMessage: 'Profile' },
  data: { id: 'ds.profileMenu.data', defaultMessage: 'My details' },
  favorites: { id: 'ds.profileMenu.favorites', defaultMessage: 'Favourites' },
  courses: { id: 'ds.profileMenu.courses', defaultMessage: 'My courses' },
  materials: { id: 'ds.profileMenu.materials', defaultMessage: 'My materials' },
  reviews: { id: 'ds.profileMenu.reviews', defaultMessage: 'My reviews' },
  help: { id: 'ds.profileMenu.help', defaultMessage: 'Help chat' },
  questionary: { id: 'ds.profileMenu.questionary', defaultMessage: 'Questionnaire' },
  logout: { id: 'ds.profileMenu.logout', defaultMessage: 'Log out' },
  login: { id: 'ds.profileMenu.login', defaultMessage: 'Log in' },
  unread: {
    id: 'ds.profileMenu.unread',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  },
  /** The generic name of a user without first name and surname (spec §3). */
  user: { id: 'ds.profileMenu.user', defaultMessage: 'User' },
});
