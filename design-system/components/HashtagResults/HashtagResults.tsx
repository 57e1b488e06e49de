import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Link from '@mui/material/Link';
import Masonry from '@mui/lab/Masonry';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { hashtagText, type HashtagView } from '../HashtagInput/hashtag';
import { MASONRY_COLUMN_WIDTH, MASONRY_ITEM_PADDING, MASONRY_THROTTLE_MS, masonryColumns } from './masonryColumns';
import { messages } from './HashtagResults.messages';
import { panelCard } from '../../theme/surfaces';

/** A material or course found by hashtags (POST /search-hashtags-data item). */
export interface HashtagResultItem {
  title: string;
  /** Its page, e.g. /ru/materials/shabbat. */
  link: string;
  hashtags: HashtagView[];
  /** ISO date-time. */
  created_at: string;
  /** searchdata.chapters: a material's chapters or a course's materials, with links. */
  chapters: { title: string; link: string }[];
}

/** A group of results: the type of material (Материалы, Курсы …) and its items. */
export interface HashtagResultGroup {
  title: string;
  items: HashtagResultItem[];
}

export interface HashtagResultsProps {
  /** How many hashtags are chosen: with none the prompt to choose shows. */
  selectedCount: number;
  groups: HashtagResultGroup[];
  /** Ids of the chosen hashtags (highlighted on the cards). */
  selectedIds?: number[];
  loading?: boolean;
}

const Root = styled('section', { name: 'DsHashtagResults', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(3),
}));

const Card = styled('article', { name: 'DsHashtagResults', slot: 'Card' })(({ theme }) => ({
  ...panelCard(theme),
}));

const Hashtags = styled('ul', { name: 'DsHashtagResults', slot: 'Hashtags' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5, 1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
  '& [data-chosen="true"]': { color: theme.palette.primary.dark, fontWeight: 700 },
}));

const Chapters = styled('ul', { name: 'DsHashtagResults', slot: 'Chapters' })(({ theme }) => ({
  margin: 0,
  paddingLeft: theme.spacing(2.5),
  ...theme.typography.body2,
  '& li + li': { marginTop: theme.spacing(0.5) },
}));

const Message = styled('div', { name: 'DsHashtagResults', slot: 'Message' })(({ theme }) => ({
  padding: theme.spacing(6, 2),
  textAlign: 'center',
  color: theme.palette.text.secondary,
  background: theme.palette.background.paper,
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 2,
}));

/** Columns for the container's width, measured now and again on resize (throttled, spec §9). */
function useMasonryColumns() {
  const ref = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    if (ref.current) setColumns(masonryColumns(ref.current.clientWidth + 2 * MASONRY_ITEM_PADDING));
  }, []);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        setColumns(masonryColumns(node.clientWidth + 2 * MASONRY_ITEM_PADDING));
      }, MASONRY_THROTTLE_MS);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, []);
  return { ref, columns };
}

function ResultCard({ item, selectedIds }: { item: HashtagResultItem; selectedIds: number[] }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Typography variant="h6" component="h3" id={titleId}>
        <Link href={item.link} underline="hover" color="text.primary">
          {item.title}
        </Link>
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {intl.formatMessage(messages.published, {
          date: intl.formatDate(item.created_at, { day: 'numeric', month: 'long', year: 'numeric' }),
        })}
      </Typography>
      <Hashtags aria-label={intl.formatMessage(messages.hashtags)}>
        {item.hashtags.map((tag) => (
          <li key={tag.id} data-chosen={selectedIds.includes(tag.id)}>
            {hashtagText(tag)}
          </li>
        ))}
      </Hashtags>
      {item.chapters.length > 0 && (
        <Chapters aria-label={intl.formatMessage(messages.chapters)}>
          {item.chapters.map((chapter) => (
            <li key={chapter.link + chapter.title}>
              <Link href={chapter.link} underline="hover">
                {chapter.title}
              </Link>
            </li>
          ))}
        </Chapters>
      )}
    </Card>
  );
}

function Group({ group, columns, selectedIds }: { group: HashtagResultGroup; columns: number; selectedIds: number[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography variant="h3" component="h2" id={id} sx={{ fontSize: '1.375rem', mb: 1 }}>
        {group.title}
      </Typography>
      {/* spacing 3 = 24 px between items: each item is padded 12 px on every side (spec §9). */}
      <Masonry columns={columns} spacing={3} sx={{ width: 'auto' }} data-columns={columns}>
        {group.items.map((item) => (
          <ResultCard key={item.link} item={item} selectedIds={selectedIds} />
        ))}
      </Masonry>
    </section>
  );
}

/**
 * The results of the educators' hashtag search (spec §2): the count line and a masonry of material cards, grouped
 * by material type; with no hashtag chosen, the prompt to choose.
 */
export function HashtagResults({ selectedCount, groups, selectedIds = [], loading = false }: HashtagResultsProps) {
  const intl = useIntl();
  const { ref, columns } = useMasonryColumns();
  const nonEmpty = groups.filter((group) => group.items.length > 0);
  const total = nonEmpty.reduce((sum, group) => sum + group.items.length, 0);

  let content;
  if (selectedCount === 0) {
    content = (
      <Message role="status">
        <Typography>{intl.formatMessage(messages.chooseTags)}</Typography>
      </Message>
    );
  } else if (loading) {
    content = (
      <div role="status" aria-label={intl.formatMessage(messages.loading)} style={{ display: 'grid', gap: 16, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {Array.from({ length: columns * 2 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={120 + (i % 3) * 40} />
        ))}
      </div>
    );
  } else if (total === 0) {
    content = (
      <Message role="status">
        <Typography color="text.primary" sx={{ fontWeight: 600 }}>
          {intl.formatMessage(messages.noResults)}
        </Typography>
        <Typography variant="body2">{intl.formatMessage(messages.noResultsHint)}</Typography>
      </Message>
    );
  } else {
    content = (
      <>
        <Typography role="status" sx={{ fontWeight: 600 }} data-testid="hashtag-results-count">
          {intl.formatMessage(messages.count, { count: total })}
        </Typography>
        {nonEmpty.map((group) => (
          <Group key={group.title} group={group} columns={columns} selectedIds={selectedIds} />
        ))}
      </>
    );
  }

  return (
    <Root ref={ref} aria-busy={loading || undefined} data-column-width={MASONRY_COLUMN_WIDTH}>
      {content}
    </Root>
  );
}
