import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { ArticleResultCard, ArticleResultCardSkeleton, type ArticleResultData } from '../ArticleResultCard';
import { ChapterResultCard, type ChapterResultData } from '../ChapterResultCard';
import { CourseResultCard, type CourseResultData } from '../CourseResultCard';
import { messages } from './SearchResults.messages';

export interface SearchResultsProps {
  /** The words searched for. */
  query: string;
  materials: ArticleResultData[];
  /** All materials found (materials_count), may exceed the cards given. */
  materialsCount: number;
  /** The count is an estimate (materials_count_estimated): shown as "about N". */
  materialsCountEstimated?: boolean;
  courses: CourseResultData[];
  coursesCount: number;
  coursesCountEstimated?: boolean;
  chapters?: ChapterResultData[];
  chaptersCount?: number;
  chaptersCountEstimated?: boolean;
  /** The search is running: placeholders show. */
  loading?: boolean;
}

const Root = styled('section', { name: 'DsSearchResults', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(4),
}));

const Group = styled('section', { name: 'DsSearchResults', slot: 'Group' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
}));

const GroupHeading = styled('div', { name: 'DsSearchResults', slot: 'GroupHeading' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: theme.spacing(1, 1.5),
}));

const Count = styled('span', { name: 'DsSearchResults', slot: 'Count' })(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 700,
  minWidth: theme.spacing(3.5),
  textAlign: 'center',
  padding: theme.spacing(0.25, 1),
  borderRadius: theme.spacing(2),
  background: theme.palette.primary.light,
  color: theme.palette.primary.dark,
}));

const Empty = styled('div', { name: 'DsSearchResults', slot: 'Empty' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(6, 2),
  color: theme.palette.text.secondary,
}));

function ResultGroup({
  title,
  count,
  estimated = false,
  shown,
  children,
}: {
  title: MessageDescriptor;
  count: number;
  estimated?: boolean;
  shown: number;
  children: ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <Group aria-labelledby={id}>
      <GroupHeading>
        <Typography variant="h3" component="h2" id={id} sx={{ fontSize: '1.375rem' }}>
          {intl.formatMessage(title)}{' '}
          <Count data-estimated={estimated || undefined}>
            {estimated ? intl.formatMessage(messages.about, { count }) : intl.formatNumber(count)}
          </Count>
        </Typography>
        {count > shown && (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(estimated ? messages.shownAbout : messages.shown, { shown, count })}
          </Typography>
        )}
      </GroupHeading>
      {children}
    </Group>
  );
}

/** The search page's results (spec §2): groups of materials, courses and library chapters with their counts. */
export function SearchResults({
  query,
  materials,
  materialsCount,
  materialsCountEstimated = false,
  courses,
  coursesCount,
  coursesCountEstimated = false,
  chapters = [],
  chaptersCount = chapters.length,
  chaptersCountEstimated = false,
  loading = false,
}: SearchResultsProps) {
  const intl = useIntl();
  const titleId = useId();
  const trimmed = query.trim();
  const total = materialsCount + coursesCount + chaptersCount;
  const totalEstimated =
    (materialsCountEstimated && materialsCount > 0) ||
    (coursesCountEstimated && coursesCount > 0) ||
    (chaptersCountEstimated && chaptersCount > 0);

  if (!trimmed) {
    return (
      <Root>
        <Empty>
          <Typography>{intl.formatMessage(messages.emptyQuery)}</Typography>
        </Empty>
      </Root>
    );
  }

  return (
    <Root aria-labelledby={titleId} aria-busy={loading || undefined}>
      <div>
        <Typography variant="h1" id={titleId} sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
          {intl.formatMessage(messages.title, { query: trimmed })}
        </Typography>
        {!loading && total > 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="search-total">
            {totalEstimated
              ? // an estimate added to exact counts is still an estimate: two significant digits, as the server's
                intl.formatMessage(messages.totalAbout, { count: Number(total.toPrecision(2)) })
              : intl.formatMessage(messages.total, { count: total })}
          </Typography>
        )}
      </div>
      {loading ? (
        <Group aria-label={intl.formatMessage(messages.loading)}>
          {Array.from({ length: 3 }, (_, i) => (
            <ArticleResultCardSkeleton key={i} />
          ))}
        </Group>
      ) : total === 0 ? (
        <Empty role="status">
          <SearchOffIcon fontSize="large" aria-hidden />
          <Typography variant="h5" component="p" color="text.primary">
            {intl.formatMessage(messages.notFound)}
          </Typography>
          <Typography>{intl.formatMessage(messages.notFoundHint)}</Typography>
        </Empty>
      ) : (
        <>
          {materialsCount > 0 && (
            <ResultGroup title={messages.materials} count={materialsCount} estimated={materialsCountEstimated} shown={materials.length}>
              {materials.map((item) => (
                <ArticleResultCard key={item.id} article={item} />
              ))}
            </ResultGroup>
          )}
          {coursesCount > 0 && (
            <ResultGroup title={messages.courses} count={coursesCount} estimated={coursesCountEstimated} shown={courses.length}>
              {courses.map((item) => (
                <CourseResultCard key={item.id} course={item} />
              ))}
            </ResultGroup>
          )}
          {chaptersCount > 0 && (
            <ResultGroup title={messages.chapters} count={chaptersCount} estimated={chaptersCountEstimated} shown={chapters.length}>
              {chapters.map((item) => (
                <ChapterResultCard key={item.id} chapter={item} />
              ))}
            </ResultGroup>
          )}
        </>
      )}
    </Root>
  );
}
