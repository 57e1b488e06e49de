import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModalProps } from '@mui/material/Modal';
import { styled } from '@mui/material/styles';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { fullImageUrl } from './fullImageUrl';
import { messages } from './ImagePopup.messages';

export interface ImagePopupProps {
  /** The clicked image's src; `null` closes the popup. The popup shows `full_<name>` and falls back to it. */
  src: string | null;
  /** What the image shows (its alt text), read out as the popup's label. */
  alt?: string;
  onClose: () => void;
  /** Where the dialog mounts (default: the end of the body); stories pass their root so that axe checks it. */
  container?: ModalProps['container'];
}

const Figure = styled('figure', { name: 'DsImagePopup', slot: 'Figure' })(({ theme }) => ({
  position: 'relative',
  margin: 0,
  minWidth: 200,
  minHeight: 120,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: theme.palette.text.primary,
  '& img': { display: 'block', maxWidth: '100%', maxHeight: 'calc(100vh - 64px)', objectFit: 'contain' },
}));

const Close = styled(IconButton, { name: 'DsImagePopup', slot: 'Close' })(({ theme }) => ({
  position: 'absolute',
  top: theme.spacing(1),
  right: theme.spacing(1),
  background: theme.palette.background.paper,
  '&:hover': { background: theme.palette.background.default },
}));

type Stage = 'full' | 'original' | 'failed';

function PopupImage({ src, alt }: { src: string; alt: string }) {
  const intl = useIntl();
  const full = fullImageUrl(src);
  const [stage, setStage] = useState<Stage>(full === src ? 'original' : 'full');
  if (stage === 'failed') {
    return (
      <Typography role="alert" sx={{ color: 'background.paper', p: 4 }}>
        {intl.formatMessage(messages.failed)}
      </Typography>
    );
  }
  return (
    <img
      src={stage === 'full' ? full : src}
      alt={alt}
      data-stage={stage}
      onError={() => setStage(stage === 'full' ? 'original' : 'failed')}
    />
  );
}

/** The popup with a larger version of a content image: `full_<name>`, or the original when that fails to load. */
export function ImagePopup({ src, alt = '', onClose, container }: ImagePopupProps) {
  const intl = useIntl();
  const label = alt || intl.formatMessage(messages.label);
  return (
    <Dialog
      open={src !== null}
      onClose={onClose}
      maxWidth={false}
      container={container}
      slotProps={{ paper: { 'aria-label': label, sx: { m: 2, overflow: 'hidden', borderRadius: 2 } } }}
    >
      {src !== null && (
        <Figure>
          {/* A new src starts again from its full_ version. */}
          <PopupImage key={src} src={src} alt={alt} />
          <Close aria-label={intl.formatMessage(messages.close)} onClick={onClose} size="small">
            <CloseIcon fontSize="small" />
          </Close>
        </Figure>
      )}
    </Dialog>
  );
}
