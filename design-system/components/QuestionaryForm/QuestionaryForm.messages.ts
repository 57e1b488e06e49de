import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  title: {};
  intro: {};
  role: {};
  roleTeacher: {};
  roleStudent: {};
  roleParent: {};
  roleOther: {};
  organisation: {};
  city: {};
  subjects: {};
  subjectsHelp: {};
  usage: {};
  comment: {};
  removeSubject: { subject: string };
  submit: {};
  saving: {};
  saved: {};
  organisationRequired: {};
  cityRequired: {};
  usageRequired: {};
}>({
  title: { id: 'ds.questionaryForm.title', defaultMessage: 'Educator questionnaire' },
  intro: {
    id: 'ds.questionaryForm.intro',
    defaultMessage: 'Tell us about yourself: the site team reads the answers and opens access to Da For Educators.',
  },
  role: { id: 'ds.questionaryForm.role', defaultMessage: 'Who are you' },
  roleTeacher: { id: 'ds.questionaryForm.roleTeacher', defaultMessage: 'Teacher' },
  roleStudent: { id: 'ds.questionaryForm.roleStudent', defaultMessage: 'Student' },
  roleParent: { id: 'ds.questionaryForm.roleParent', defaultMessage: 'Parent' },
  roleOther: { id: 'ds.questionaryForm.roleOther', defaultMessage: 'Other' },
  organisation: { id: 'ds.questionaryForm.organisation', defaultMessage: 'School, university or organisation' },
  city: { id: 'ds.questionaryForm.city', defaultMessage: 'City' },
  subjects: { id: 'ds.questionaryForm.subjects', defaultMessage: 'Subjects and interests' },
  subjectsHelp: { id: 'ds.questionaryForm.subjectsHelp', defaultMessage: 'Type one and press Enter; add as many as you like.' },
  usage: { id: 'ds.questionaryForm.usage', defaultMessage: 'How will you use the tool?' },
  comment: { id: 'ds.questionaryForm.comment', defaultMessage: 'Anything else' },
  removeSubject: { id: 'ds.questionaryForm.removeSubject', defaultMessage: 'Remove {subject}' },
  submit: { id: 'ds.questionaryForm.submit', defaultMessage: 'Send the questionnaire' },
  saving: { id: 'ds.questionaryForm.saving', defaultMessage: 'Sending…' },
  saved: { id: 'ds.questionaryForm.saved', defaultMessage: 'Thank you! The questionnaire is saved; the site team will read it.' },
  organisationRequired: { id: 'ds.questionaryForm.organisationRequired', defaultMessage: 'Enter your school, university or organisation.' },
  cityRequired: { id: 'ds.questionaryForm.cityRequired', defaultMessage: 'Enter your city.' },
  usageRequired: { id: 'ds.questionaryForm.usageRequired', defaultMessage: "Tell us how you will use the educators’ tool." },
});
