import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ds.profileDataForm.title', defaultMessage: 'Personal data' },
  name: { id: 'ds.profileDataForm.name', defaultMessage: 'First name' },
  surname: { id: 'ds.profileDataForm.surname', defaultMessage: 'Surname' },
  country: { id: 'ds.profileDataForm.country', defaultMessage: 'Country' },
  city: { id: 'ds.profileDataForm.city', defaultMessage: 'City' },
  email: { id: 'ds.profileDataForm.email', defaultMessage: 'E-mail' },
  emailHelp: { id: 'ds.profileDataForm.emailHelp', defaultMessage: 'The e-mail address cannot be changed.' },
  interests: { id: 'ds.profileDataForm.interests', defaultMessage: 'Interests' },
  interestsHelp: { id: 'ds.profileDataForm.interestsHelp', defaultMessage: 'Choose topics: we will recommend materials on them.' },
  save: { id: 'ds.profileDataForm.save', defaultMessage: 'Save' },
  saving: { id: 'ds.profileDataForm.saving', defaultMessage: 'Saving…' },
  saved: { id: 'ds.profileDataForm.saved', defaultMessage: 'Your data has been saved.' },
});
