import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ChapterView } from '../../types';
import { SCROLL_SPY_OFFSET, useScrollSpy } from './scrollSpy';
import { messages } from './ChapterList.messages';

/** The anchor of a chapter's section (spec §2: #material-content{chapterId}). */
export const chapterAnchor = (chapterId: number) => `material-content${chapterId}`;

export interface ChapterListProps {
  chapters: Pick<ChapterView, 'id' | 'title'>[];
  /** Id of the chapter being read (highlighted). */
  activeId?: number;
  /** Called when a chapter is chosen; the link's hash changes too. */
  onSelect?: (chapterId: number) => void;
  /**
   * Highlight the chapter being read while the page scrolls: the last section (#material-content{id})
   * whose top is within 300 px of the viewport's top (spec §9), or `{ offset }` px. `activeId` wins when given.
   */
  scrollSpy?: boolean | { offset?: number };
}

const Root = styled('nav', { name: 'DsChapterList', slot: 'Root' })(({ theme }) => ({
  borderLeft: `2px solid ${theme.palette.divider}`,
  paddingLeft: theme.spacing(2),
}));

const Item = styled('a', { name: 'DsChapterList', slot: 'Item' })(({ theme }) => ({
  display: 'block',
  padding: theme.spacing(0.75, 0),
  color: theme.palette.text.secondary,
  textDecoration: 'none',
  ...theme.typography.body2,
  '&:hover': { color: theme.palette.primary.main },
  '&[aria-current="true"]': { color: theme.palette.primary.main, fontWeight: 600 },
}));

/** The contents of a material: one link per chapter to its anchor. */
export function ChapterList({ chapters, activeId, onSelect, scrollSpy = false }: ChapterListProps) {
  const intl = useIntl();
  const spied = useScrollSpy(
    chapters.map((chapter) => chapter.id),
    chapterAnchor,
    { enabled: Boolean(scrollSpy), offset: (typeof scrollSpy === 'object' && scrollSpy.offset) || SCROLL_SPY_OFFSET },
  );
  const current = activeId ?? spied;
  return (
    <Root aria-label={intl.formatMessage(messages.title)}>
      <Typography variant="overline" component="h2" color="text.secondary">
        {intl.formatMessage(messages.title)}
      </Typography>
      {chapters.map((chapter, index) => (
        <Item
          key={chapter.id}
          href={`#${chapterAnchor(chapter.id)}`}
          aria-current={chapter.id === current ? 'true' : undefined}
          onClick={() => onSelect?.(chapter.id)}
        >
          {index + 1}. {chapter.title}
        </Item>
      ))}
    </Root>
  );
}
