import { defineMessages } from 'react-intl';

/** Texts of the static pages and the team page (the design-system parts carry theirs). */
export const pagesMessages = defineMessages<{
  loadError: {};
  retry: {};
  teamTitle: {};
  teamIntro: {};
  teamEmpty: {};
  teamListHeading: {};
}>({
  loadError: { id: 'app.pages.loadError', defaultMessage: 'The page could not be loaded. Try again later.' },
  retry: { id: 'app.pages.retry', defaultMessage: 'Try again' },
  teamTitle: { id: 'app.team.title', defaultMessage: 'The team' },
  teamIntro: {
    id: 'app.team.intro',
    defaultMessage:
      'The people who write, edit and check the materials of the site. Some of them recorded a short spoken introduction.',
  },
  teamEmpty: { id: 'app.team.empty', defaultMessage: 'The team will be introduced here soon.' },
  teamListHeading: { id: 'app.team.listHeading', defaultMessage: 'Members of the team' },
});
