export { ProfileDataForm, type ProfileData, type ProfileDataFormProps, type ProfileField, type ProfileFormValues } from './ProfileDataForm';
