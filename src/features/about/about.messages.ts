import { defineMessages } from 'react-intl';

/** Texts of the team page (the design-system parts carry theirs). */
export const aboutMessages = defineMessages<{
  teamTitle: {};
  teamIntro: {};
  teamEmpty: {};
  teamListHeading: {};
}>({
  teamTitle: { id: 'app.team.title', defaultMessage: 'The team' },
  teamIntro: {
    id: 'app.team.intro',
    defaultMessage:
      'The people who write, edit and check the materials of the site. Some of them recorded a short spoken introduction.',
  },
  teamEmpty: { id: 'app.team.empty', defaultMessage: 'The team will be introduced here soon.' },
  teamListHeading: { id: 'app.team.listHeading', defaultMessage: 'Members of the team' },
});
