export { RegistrationSuccessModal, type RegistrationSuccessModalProps } from './RegistrationSuccessModal';
