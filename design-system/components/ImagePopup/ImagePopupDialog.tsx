import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { fullImageUrl } from './fullImageUrl';
import type { ImagePopupProps } from './ImagePopup';
import { messages } from './ImagePopup.messages';

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

/** The dialog of ImagePopup (its own chunk). */
export default function ImagePopupDialog({ src, alt = '', onClose, container }: ImagePopupProps) {
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
