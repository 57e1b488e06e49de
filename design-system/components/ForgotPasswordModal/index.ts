export { ForgotPasswordModal, type ForgotPasswordModalProps } from './ForgotPasswordModal';
