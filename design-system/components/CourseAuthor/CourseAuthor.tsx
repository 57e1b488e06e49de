import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { breakpoints } from '../../theme/primitives';
import { messages } from './CourseAuthor.messages';

// The open popover (MUI's Popper with popper.js, about 8 KB gzip) is its own chunk, loaded when a reader first
// hovers, focuses or presses the info button: it is never part of a course page's first load.
const loadPopover = () => import('./CourseAuthorPopover');
const CourseAuthorPopover = lazy(loadPopover);

/** Spec §9: popovers and tooltips change their alignment at a viewport width of 576 px. */
export const POPOVER_SWITCH_WIDTH = breakpoints.sm;

export type PopoverPlacement = 'side' | 'below';

/** Where the author popover opens: beside the button from 576 px on, below it (centred) on narrower screens. */
export function popoverPlacement(viewportWidth: number): PopoverPlacement {
  return viewportWidth >= POPOVER_SWITCH_WIDTH ? 'side' : 'below';
}

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

/** The course's author with an info button that opens a popover about them (spec §2). */
export function CourseAuthor({ author, info }: CourseAuthorProps) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on (it keeps its closing and the focus return after that).
  const [wanted, setWanted] = useState(false);
  const panelId = useId();
  const wide = useMediaQuery(`(min-width:${POPOVER_SWITCH_WIDTH}px)`, { noSsr: true });
  const placement: PopoverPlacement = wide ? 'side' : 'below';
  const about = intl.formatMessage(messages.about, { author: author ?? '' });
  const close = () => setAnchor(null);
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
            onPointerEnter={() => void loadPopover()}
            onFocus={() => void loadPopover()}
            onClick={(event) => {
              setWanted(true);
              setAnchor(anchor ? null : event.currentTarget);
            }}
          >
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
          {wanted && (
            <Suspense fallback={null}>
              <CourseAuthorPopover
                anchor={anchor}
                placement={placement}
                id={panelId}
                label={about}
                author={author}
                info={info}
                onClose={close}
              />
            </Suspense>
          )}
        </>
      )}
    </Root>
  );
}
