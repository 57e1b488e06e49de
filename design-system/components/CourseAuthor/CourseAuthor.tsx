import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { breakpoints } from '../../theme/primitives';
import { HtmlContent } from '../HtmlContent';
import { messages } from './CourseAuthor.messages';

/** Spec §9: popovers and tooltips change their alignment at a viewport width of 576 px. */
export const POPOVER_SWITCH_WIDTH = breakpoints.sm;

export type PopoverPlacement = 'side' | 'below';

/** Where the author popover opens: beside the button from 576 px on, below it (centred) on narrower screens. */
export function popoverPlacement(viewportWidth: number): PopoverPlacement {
  return viewportWidth >= POPOVER_SWITCH_WIDTH ? 'side' : 'below';
}

const poppers: Record<PopoverPlacement, PopperPlacementType> = { side: 'right-start', below: 'bottom' };

export interface CourseAuthorProps {
  /** The author's name; without it nothing renders. */
  author?: string | null;
  /** About the author, sanitised HTML (author_info); without it there is no info button. */
  info?: string | null;
}

const Root = styled('div', { name: 'DsCourseAuthor', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  color: theme.palette.text.secondary,
}));

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

/** The course's author with an info button that opens a popover about them (spec §2). */
export function CourseAuthor({ author, info }: CourseAuthorProps) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const wide = useMediaQuery(`(min-width:${POPOVER_SWITCH_WIDTH}px)`, { noSsr: true });
  const placement: PopoverPlacement = wide ? 'side' : 'below';
  const about = intl.formatMessage(messages.about, { author: author ?? '' });
  const close = () => setAnchor(null);
  // The popover takes focus when it opens, so Escape and the screen reader start inside it.
  const focusOnMount = useCallback((node: HTMLDivElement | null) => node?.focus({ preventScroll: true }), []);
  if (!author) return null;
  return (
    <Root>
      <Typography variant="body2" component="p" sx={{ fontWeight: 500 }}>
        {intl.formatMessage(messages.author, { author })}
      </Typography>
      {info && (
        <>
          <IconButton
            size="small"
            aria-label={about}
            aria-expanded={Boolean(anchor)}
            aria-controls={anchor ? panelId : undefined}
            onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
          >
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
          <Popper
            open={Boolean(anchor)}
            anchorEl={anchor}
            placement={poppers[placement]}
            modifiers={[{ name: 'preventOverflow', options: { padding: 16 } }]}
            sx={{ zIndex: (theme) => theme.zIndex.modal }}
          >
            <ClickAwayListener onClickAway={(event) => { if (!anchor?.contains(event.target as Node)) close(); }}>
              <Panel
                id={panelId}
                role="dialog"
                aria-label={about}
                data-placement={placement}
                ref={focusOnMount}
                tabIndex={-1}
                elevation={8}
                ownerState={{ placement }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') {
                    anchor?.focus();
                    close();
                  }
                }}
              >
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage(messages.close)}
                  onClick={() => {
                    anchor?.focus();
                    close();
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
        </>
      )}
    </Root>
  );
}
