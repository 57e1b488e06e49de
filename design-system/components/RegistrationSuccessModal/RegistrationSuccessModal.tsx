import { useIntl } from 'react-intl';
import type { ModalProps } from '@mui/material/Modal';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ModalFrame } from '../LoginModal/ModalFrame';
import { messages } from './RegistrationSuccessModal.messages';

export interface RegistrationSuccessModalProps {
  /** The app opens it for the email-pin start parameter and hides it on route change (spec §2, §4). */
  open: boolean;
  onClose: () => void;
  /** Where the dialog mounts (default: the end of the body); stories pass their root so that axe checks it. */
  container?: ModalProps['container'];
}

/** The registration-success modal: title, text and a close button (spec §2). */
export function RegistrationSuccessModal({ open, onClose, container }: RegistrationSuccessModalProps) {
  const intl = useIntl();
  return (
    <ModalFrame open={open} onClose={onClose} title={intl.formatMessage(messages.title)} container={container} testId="registration-success-modal">
      <Stack spacing={3}>
        <Typography>{intl.formatMessage(messages.text)}</Typography>
        <Button variant="contained" size="large" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </Button>
      </Stack>
    </ModalFrame>
  );
}
