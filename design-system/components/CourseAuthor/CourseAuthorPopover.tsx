import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { HtmlContent } from '../HtmlContent';
import type { PopoverPlacement } from './CourseAuthor';
import { messages } from './CourseAuthor.messages';

const poppers: Record<PopoverPlacement, PopperPlacementType> = { side: 'right-start', below: 'bottom' };

const Panel = styled(Paper, { name: 'DsCourseAuthor', slot: 'Panel' })<{ ownerState: { placement: PopoverPlacement } }>(
  ({ theme }) => ({
    position: 'relative',
    padding: theme.spacing(2, 5, 1, 2),
    '& > div': { fontSize: '0.95rem' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
    variants: [
      { props: ({ ownerState }: { ownerState: { placement: PopoverPlacement } }) => ownerState.placement === 'side', style: { maxWidth: 360, marginLeft: theme.spacing(1) } },
      { props: ({ ownerState }: { ownerState: { placement: PopoverPlacement } }) => ownerState.placement === 'below', style: { maxWidth: `calc(100vw - ${theme.spacing(4)})`, marginTop: theme.spacing(1) } },
    ],
  }),
);

export interface CourseAuthorPopoverProps {
  /** The info button while open; null: closed. */
  anchor: HTMLElement | null;
  placement: PopoverPlacement;
  id: string;
  /** The dialog's name ('About …'). */
  label: string;
  author: string;
  /** About the author, sanitised HTML. */
  info: string;
  onClose: () => void;
}

/** The popover about a course's author (CourseAuthor loads it when the info button is first used). */
export default function CourseAuthorPopover({ anchor, placement, id, label, author, info, onClose }: CourseAuthorPopoverProps) {
  const intl = useIntl();
  // The popover takes focus when it opens, so Escape and the screen reader start inside it.
  const focusOnMount = useCallback((node: HTMLDivElement | null) => node?.focus({ preventScroll: true }), []);
  return (
    <Popper
      open={Boolean(anchor)}
      anchorEl={anchor}
      placement={poppers[placement]}
      modifiers={[{ name: 'preventOverflow', options: { padding: 16 } }]}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
    >
      <ClickAwayListener onClickAway={(event) => { if (!anchor?.contains(event.target as Node)) onClose(); }}>
        <Panel
          id={id}
          role="dialog"
          aria-label={label}
          data-placement={placement}
          ref={focusOnMount}
          tabIndex={-1}
          elevation={8}
          ownerState={{ placement }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              anchor?.focus();
              onClose();
            }
          }}
        >
          <IconButton
            size="small"
            aria-label={intl.formatMessage(messages.close)}
            onClick={() => {
              anchor?.focus();
              onClose();
            }}
            sx={{ position: 'absolute', top: 4, right: 4 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1, color: 'text.primary' }}>
            {author}
          </Typography>
          <HtmlContent html={info} />
        </Panel>
      </ClickAwayListener>
    </Popper>
  );
}
