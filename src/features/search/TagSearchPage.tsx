import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {
  CardGrid,
  CourseCard,
  CourseCardSkeleton,
  MaterialCard,
  MaterialCardSkeleton,
  TagFilter,
  type Locale,
} from '../../../design-system';
import type { CourseListItem } from '../../../server/src/contracts/courses';
import type { MaterialListItem } from '../../../server/src/contracts/materials';
import { useQuery } from '../../api/query';
import { useTags } from '../../api/tags';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { readFilters, writeFilters } from '../../lib/listFilters';
import { courseToCard, materialToCard } from '../../shared/cards';
import { CourseBookmark } from '../../shared/bookmarks';
import { ListScreenHeading } from '../../shared/ListScreen';
import { searchMessages } from './search.messages';
import { TAG_SEARCH_LIMIT, tagResultsQuery } from './routes';


function useTagResults<T>(path: '/api/materials' | '/api/courses', lang: Locale, tagIds: number[]) {
  const { data, error, isLoading } = useQuery(tagResultsQuery<T>(path, lang, tagIds));
  return { items: data ?? [], error, isLoading };
}

/** A group of the tag search: its heading, its cards, and the link to the whole filtered list. */
function Group<T>({
  title,
  items,
  error,
  loading,
  allHref,
  allLabel,
  renderItem,
  skeleton,
  testId,
}: {
  title: string;
  items: T[];
  error: unknown;
  loading: boolean;
  allHref: string;
  allLabel: string;
  renderItem: (item: T) => ReactNode;
  skeleton: ReactNode;
  testId: string;
}) {
  const intl = useIntl();
  if (!loading && !error && items.length === 0) return null;
  return (
    <Stack component="section" spacing={2} data-testid={testId}>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
        {title}
      </Typography>
      {error ? (
        <Alert severity="warning">{intl.formatMessage(searchMessages.tagSearchError)}</Alert>
      ) : (
        <CardGrid
          virtualize={false}
          items={loading ? [] : items}
          itemKey={(item) => (item as { id: number }).id}
          renderItem={renderItem}
          footer={
            loading ? (
              <CardGrid virtualize={false} items={[0, 1, 2]} itemKey={(i) => i} renderItem={() => skeleton} />
            ) : null
          }
        />
      )}
      {items.length >= TAG_SEARCH_LIMIT && (
        <div>
          <Button href={allHref} endIcon={<ArrowForwardIcon />}>
            {allLabel}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/**
 * /{locale}/tag-search?tags=1,5 (spec §2: page-tag-search): choose tags, and see the materials and the courses that
 * have all of them. Tag chips on course pages lead here; the address keeps the choice, so it can be shared.
 */
export function TagSearchPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { filters, update } = useTagFilters();
  const { tags, isLoading: tagsLoading } = useTags(locale);
  const { tagIds } = filters;
  const materials = useTagResults<MaterialListItem>('/api/materials', locale, tagIds);
  const courses = useTagResults<CourseListItem>('/api/courses', locale, tagIds);
  const chosen = [...(tags?.main_tags ?? []), ...(tags?.additional_tags ?? [])].filter((tag) => tagIds.includes(tag.id));
  const title = intl.formatMessage(searchMessages.tagSearchTitle);
  usePageHead({
    title: chosen.length ? `${title}: ${chosen.map((tag) => tag.name).join(', ')}` : title,
    description: intl.formatMessage(searchMessages.tagSearchIntro),
  });
  const settled = !materials.isLoading && !courses.isLoading;
  const nothing = settled && !materials.error && !courses.error && materials.items.length + courses.items.length === 0;
  const filteredList = writeFilters({ tagIds, sort: 'date', reversed: false }).toString();

  return (
    <Stack spacing={4}>
      <ListScreenHeading title={title} intro={intl.formatMessage(searchMessages.tagSearchIntro)} />
      <TagFilter
        mainTags={tags?.main_tags ?? []}
        additionalTags={tags?.additional_tags ?? []}
        loading={tagsLoading}
        selectedIds={tagIds}
        onChange={(next) => update(next)}
        defaultExpanded
      />
      {tagIds.length === 0 ? (
        <Typography color="text.secondary" data-testid="tag-search-choose">
          {intl.formatMessage(searchMessages.tagSearchChoose)}
        </Typography>
      ) : nothing ? (
        <Typography color="text.secondary" data-testid="tag-search-none">
          {intl.formatMessage(searchMessages.tagSearchNone)}
        </Typography>
      ) : (
        <>
          <Group
            title={intl.formatMessage(searchMessages.tagSearchCourses)}
            items={courses.items}
            error={courses.error}
            loading={courses.isLoading}
            allHref={`${paths.courses(locale)}?${filteredList}`}
            allLabel={intl.formatMessage(searchMessages.tagSearchAllCourses)}
            renderItem={(item) => <CourseCard course={courseToCard(item, locale)} actions={<CourseBookmark id={item.id} size="small" />} />}
            skeleton={<CourseCardSkeleton />}
            testId="tag-search-courses"
          />
          <Group
            title={intl.formatMessage(searchMessages.tagSearchMaterials)}
            items={materials.items}
            error={materials.error}
            loading={materials.isLoading}
            allHref={`${paths.materials(locale)}?${filteredList}`}
            allLabel={intl.formatMessage(searchMessages.tagSearchAllMaterials)}
            renderItem={(item) => <MaterialCard material={materialToCard(item, locale)} />}
            skeleton={<MaterialCardSkeleton />}
            testId="tag-search-materials"
          />
        </>
      )}
    </Stack>
  );
}

/** The chosen tags in the address (?tags=1,5), as on the lists. */
function useTagFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const update = (tagIds: number[]) => setSearchParams(writeFilters({ ...filters, tagIds }), { replace: true });
  return { filters, update };
}

export const route: PageRoute = { Component: TagSearchPage };
