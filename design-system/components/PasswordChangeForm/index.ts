export {
  PasswordChangeForm,
  type CurrentPasswordError,
  type PasswordChangeFormProps,
  type PasswordChangeValues,
} from './PasswordChangeForm';
