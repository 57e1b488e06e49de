import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ds.educatorsLanding.title', defaultMessage: 'Da For Educators' },
  lead: {
    id: 'ds.educatorsLanding.lead',
    defaultMessage: 'A tool for teachers and educators: find the site’s materials and courses by hashtags — topic, age and format.',
  },
  featureTopics: { id: 'ds.educatorsLanding.featureTopics', defaultMessage: 'Pick materials by holiday, topic, age and lesson format.' },
  featureLessons: { id: 'ds.educatorsLanding.featureLessons', defaultMessage: 'See at once which chapters and course materials fit your lesson.' },
  featureAccess: { id: 'ds.educatorsLanding.featureAccess', defaultMessage: 'Access is free: the site team opens it after a short questionnaire.' },
  signedInText: {
    id: 'ds.educatorsLanding.signedInText',
    defaultMessage: 'To get access, fill in the questionnaire in your profile: tell us who you are and how you will use the tool.',
  },
  signedOutText: {
    id: 'ds.educatorsLanding.signedOutText',
    defaultMessage: 'To get access, register on the site and fill in the questionnaire in your profile.',
  },
  questionary: { id: 'ds.educatorsLanding.questionary', defaultMessage: 'Fill in the questionnaire' },
  register: { id: 'ds.educatorsLanding.register', defaultMessage: 'Register' },
  login: { id: 'ds.educatorsLanding.login', defaultMessage: 'I have an account: sign in' },
  russianOnly: {
    id: 'ds.educatorsLanding.russianOnly',
    defaultMessage: 'The tool is in Russian only: its hashtags and the materials it finds are those of the Russian site.',
  },
  accessText: { id: 'ds.educatorsLanding.accessText', defaultMessage: 'You have access to the tool.' },
  openTool: { id: 'ds.educatorsLanding.openTool', defaultMessage: 'Open the tool' },
  openToolRussian: { id: 'ds.educatorsLanding.openToolRussian', defaultMessage: 'Open the tool (in Russian)' },
});
