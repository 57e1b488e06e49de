export { LoginModal, type LoginModalProps, type LoginServerErrors, type AuthFieldError } from './LoginModal';
export { ModalFrame, type ModalFrameProps } from './ModalFrame';
export { validateLogin, emailError, loginPasswordError, type AuthErrorCode, type LoginErrors } from './loginRules';
export { authErrorMessages } from './LoginModal.messages';
