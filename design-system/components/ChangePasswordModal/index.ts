export { ChangePasswordModal, type ChangePasswordModalProps } from './ChangePasswordModal';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export {
  validateNewPassword,
  newPasswordError,
  PASSWORD_MIN_LENGTH,
  type NewPasswordError,
  type NewPasswordErrors,
  type ConfirmationError,
} from './passwordRules';
