import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ModalProps } from '@mui/material/Modal';
import { styled } from '@mui/material/styles';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { messages } from './ModalFrame.messages';

export interface ModalFrameProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Where the dialog mounts (default: the end of the body); stories pass their root so that axe checks it. */
  container?: ModalProps['container'];
  /** Test id of the dialog's paper. */
  testId?: string;
}

const Head = styled('div', { name: 'DsModalFrame', slot: 'Head' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1),
  padding: theme.spacing(2.5, 1.5, 0, 3),
}));

/** The frame of the site's modals: a titled dialog with a close button (used by the account modals). */
export function ModalFrame({ open, onClose, title, children, container, testId }: ModalFrameProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      container={container}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { borderRadius: 3, m: 2, width: 'calc(100% - 32px)' }, ...(testId ? { 'data-testid': testId } : {}) } }}
    >
      <Head>
        <Typography id={titleId} variant="h4" component="h2" sx={{ flexGrow: 1, pt: 0.5 }}>
          {title}
        </Typography>
        <IconButton aria-label={intl.formatMessage(messages.close)} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Head>
      <DialogContent sx={{ pt: 2, pb: 3, px: 3 }}>{children}</DialogContent>
    </Dialog>
  );
}
