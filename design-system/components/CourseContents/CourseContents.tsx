import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { chapterAnchor } from '../ChapterList';
import { messages } from './CourseContents.messages';
import { panelSurface } from '../../theme/surfaces';

/** A material of a course as its contents list shows it: title and chapters. */
export interface CourseContentsMaterial {
  id: number;
  title: string;
  chapters: { id: number; title: string }[];
}

export interface CourseContentsProps {
  /** The course's materials, in reading order. */
  materials: CourseContentsMaterial[];
  /** Index of the material being read (spec §4: starts at 0). */
  activeIndex: number;
  /** A reader clicked another material: make it active. */
  onActivate: (index: number) => void;
  /** Ids of the materials already viewed (marked with a tick). */
  viewedIds?: number[];
  /** Id of the chapter being read (highlighted). */
  activeChapterId?: number;
  /** A chapter link was clicked (its hash changes too: #material-content{chapterId}). */
  onChapterSelect?: (chapterId: number) => void;
  /** Phones: the list starts shown (by default it hides behind the toggle). */
  defaultMobileOpen?: boolean;
  loading?: boolean;
}

const Root = styled('nav', { name: 'DsCourseContents', slot: 'Root' })(({ theme }) => ({
  ...panelSurface(theme),
  padding: theme.spacing(1),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(2) },
}));

const Heading = styled(Typography, { name: 'DsCourseContents', slot: 'Heading' })(({ theme }) => ({
  display: 'none',
  margin: theme.spacing(0, 0, 1),
  [theme.breakpoints.up('md')]: { display: 'block' },
})) as typeof Typography;

const MobileToggle = styled(Button, { name: 'DsCourseContents', slot: 'MobileToggle' })(({ theme }) => ({
  width: '100%',
  justifyContent: 'space-between',
  [theme.breakpoints.up('md')]: { display: 'none' },
}));

const List = styled('ol', { name: 'DsCourseContents', slot: 'List' })<{ ownerState: { mobileOpen: boolean } }>(
  ({ theme }) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
    variants: [
      {
        props: ({ ownerState }: { ownerState: { mobileOpen: boolean } }) => !ownerState.mobileOpen,
        style: { [theme.breakpoints.down('md')]: { display: 'none' } },
      },
    ],
    [theme.breakpoints.down('md')]: { marginTop: theme.spacing(1) },
  }),
);

const Item = styled(ButtonBase, { name: 'DsCourseContents', slot: 'Item' })(({ theme }) => ({
  width: '100%',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-start',
  gap: theme.spacing(1),
  padding: theme.spacing(1, 1.5),
  borderRadius: theme.shape.borderRadius,
  textAlign: 'left',
  ...theme.typography.body2,
  fontWeight: 500,
  color: theme.palette.text.primary,
  '&:hover': { background: theme.palette.action.hover },
  '&[aria-current="step"]': { background: theme.palette.primary.light, color: theme.palette.primary.dark, fontWeight: 700 },
}));

const Position = styled('span', { name: 'DsCourseContents', slot: 'Position' })(({ theme }) => ({
  flex: '0 0 auto',
  minWidth: theme.spacing(3),
  color: 'inherit',
}));

const Chapters = styled('ul', { name: 'DsCourseContents', slot: 'Chapters' })(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(0.5, 0, 1, 5),
  padding: theme.spacing(0, 0, 0, 1.5),
  borderLeft: `2px solid ${theme.palette.divider}`,
  '& a': {
    display: 'block',
    padding: theme.spacing(0.5, 0),
    color: theme.palette.text.secondary,
    textDecoration: 'none',
    ...theme.typography.body2,
  },
  '& a:hover': { color: theme.palette.primary.main },
  '& a[aria-current="location"]': { color: theme.palette.primary.main, fontWeight: 600 },
}));

/**
 * The left contents of a course page (spec §2, §4): its materials with the active one's chapters. Clicking a
 * material activates it; clicking the active one opens or closes its chapters. On phones the list hides behind
 * a toggle.
 */
export function CourseContents({
  materials,
  activeIndex,
  onActivate,
  viewedIds = [],
  activeChapterId,
  onChapterSelect,
  defaultMobileOpen = false,
  loading = false,
}: CourseContentsProps) {
  const intl = useIntl();
  const listId = useId();
  const [mobileOpen, setMobileOpen] = useState(defaultMobileOpen);
  // The active index the reader closed; a newly activated material starts open.
  const [closedIndex, setClosedIndex] = useState<number | null>(null);
  const activeOpen = closedIndex !== activeIndex;

  const handleClick = (index: number) => {
    if (index === activeIndex) {
      setClosedIndex(activeOpen ? activeIndex : null);
    } else {
      setClosedIndex(null);
      onActivate(index);
    }
  };

  return (
    <Root aria-label={intl.formatMessage(messages.title)}>
      <Heading variant="overline" component="h2" color="text.secondary">
        {intl.formatMessage(messages.title)}
      </Heading>
      <MobileToggle
        color="inherit"
        aria-expanded={mobileOpen}
        aria-controls={listId}
        onClick={() => setMobileOpen((open) => !open)}
        startIcon={<MenuBookOutlinedIcon />}
        endIcon={<ExpandMoreIcon sx={{ transform: mobileOpen ? 'rotate(180deg)' : 'none' }} />}
      >
        <span style={{ flexGrow: 1, textAlign: 'left' }}>
          {intl.formatMessage(mobileOpen ? messages.hide : messages.show)}
        </span>
      </MobileToggle>
      {loading ? (
        <List id={listId} ownerState={{ mobileOpen }} aria-busy="true" aria-label={intl.formatMessage(messages.loading)}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton variant="text" sx={{ mx: 1.5 }} width={`${85 - i * 10}%`} />
            </li>
          ))}
        </List>
      ) : materials.length === 0 ? (
        <List id={listId} ownerState={{ mobileOpen }} as="div">
          <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
            {intl.formatMessage(messages.empty)}
          </Typography>
        </List>
      ) : (
        <List id={listId} ownerState={{ mobileOpen }} data-testid="course-contents-list">
          {materials.map((material, index) => {
            const active = index === activeIndex;
            const open = active && activeOpen && material.chapters.length > 0;
            const viewed = viewedIds.includes(material.id);
            const chaptersId = `${listId}-chapters-${material.id}`;
            return (
              <li key={material.id}>
                <Item
                  onClick={() => handleClick(index)}
                  aria-current={active ? 'step' : undefined}
                  aria-expanded={material.chapters.length > 0 ? open : undefined}
                  aria-controls={open ? chaptersId : undefined}
                >
                  <Position aria-hidden>{index + 1}.</Position>
                  <span style={{ flexGrow: 1 }}>{material.title}</span>
                  {viewed && (
                    <CheckCircleIcon
                      fontSize="small"
                      color="success"
                      titleAccess={intl.formatMessage(messages.viewed)}
                      data-testid="viewed-mark"
                    />
                  )}
                </Item>
                {open && (
                  // Inside the material's item, after its title: no ARIA name of its own (html-validate aria-label-misuse).
                  <Chapters id={chaptersId}>
                    {material.chapters.map((chapter) => (
                      <li key={chapter.id}>
                        <a
                          href={`#${chapterAnchor(chapter.id)}`}
                          aria-current={chapter.id === activeChapterId ? 'location' : undefined}
                          onClick={() => onChapterSelect?.(chapter.id)}
                        >
                          {chapter.title}
                        </a>
                      </li>
                    ))}
                  </Chapters>
                )}
              </li>
            );
          })}
        </List>
      )}
    </Root>
  );
}
