import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CARD_PICTURE, CardGrid, ScrollLoader, SortControls, TagFilter } from '../../design-system';
import type { ListFilters } from '../api/lists';
import { useListQuery, type ListQuery, type ListState } from '../api/query';
import { useTags } from '../api/tags';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useLocale } from './useLocale';
import { readFilters, writeFilters, type FilterState } from '../lib/listFilters';
import { lcpPicture } from '../lib/images';
import { storageUrl } from '../lib/storage';
import { usePageHead, type PageHead } from './head';
import { useSiteConfig } from './siteConfig';
import { SkeletonGrid } from './LoadedList';

/** The filters of a list screen, kept in the address (?tags=&sort=&reversed=). */
function useListFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const update = (change: Partial<FilterState>) => setSearchParams(writeFilters({ ...filters, ...change }), { replace: true });
  return { filters, update };
}

/**
 * The state of a list screen: the filters in the address and the list they ask for (`listOf`, the same query the
 * route prefetches); declares the page's head, with the first card's picture as its LCP image and the cards shown
 * as a CollectionPage whose ItemList names each item's page (`itemPath`).
 */
export function useListScreen<T extends { preview: string | null; title: string }>(
  listOf: (filters: ListFilters) => ListQuery<T>,
  head: PageHead,
  itemPath: (item: T) => string,
) {
  const locale = useLocale();
  const { publicUrl } = useSiteConfig();
  const { filters, update } = useListFilters();
  const list = useListQuery(listOf({ lang: locale, ...filters }));
  const collection = {
    '@type': 'CollectionPage',
    name: head.title,
    ...(head.description ? { description: head.description } : {}),
    inLanguage: locale,
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: list.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.title,
        url: `${publicUrl}${itemPath(item)}`,
      })),
    },
  };
  usePageHead({ ...head, jsonLd: [collection], lcpImage: lcpPicture(storageUrl(list.items[0]?.preview), CARD_PICTURE) });
  return { filters, onFiltersChange: update, list };
}


export interface ListScreenProps<T> {
  title: string;
  intro: string;
  /** The list's heading, read by screen readers (the cards' titles are h3), not shown. */
  listHeading: string;
  filters: FilterState;
  onFiltersChange: (change: Partial<FilterState>) => void;
  list: ListState<T>;
  itemKey: (item: T) => number | string;
  /** One card; `index` 0 is the first card (its picture has priority). */
  renderItem: (item: T, index: number) => ReactNode;
  /** One placeholder card (six show while the first page loads). */
  skeleton: ReactNode;
  emptyText: string;
  errorText: string;
  /** data-testid of the empty text. */
  emptyTestId: string;
}

/** The title and the introduction of a list screen. */
export function ListScreenHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
        {intro}
      </Typography>
    </div>
  );
}

/**
 * A list screen (materials, courses; spec §2, §4): title, the collapsible tag filter (main and additional tags),
 * sort and direction, and the card grid with infinite scroll. Any change of the filters is a new list from page 0.
 */
export function ListScreen<T>({
  title,
  intro,
  listHeading,
  filters,
  onFiltersChange,
  list,
  itemKey,
  renderItem,
  skeleton,
  emptyText,
  errorText,
  emptyTestId,
}: ListScreenProps<T>) {
  const locale = useLocale();
  const { tags, isLoading: tagsLoading } = useTags(locale);
  return (
    <Stack spacing={3}>
      <ListScreenHeading title={title} intro={intro} />
      <TagFilter
        mainTags={tags?.main_tags ?? []}
        additionalTags={tags?.additional_tags ?? []}
        loading={tagsLoading}
        selectedIds={filters.tagIds}
        onChange={(tagIds) => onFiltersChange({ tagIds })}
        defaultExpanded={filters.tagIds.length > 0}
      />
      <Typography variant="h2" style={visuallyHidden}>
        {listHeading}
      </Typography>
      <SortControls
        sort={filters.sort}
        reversed={filters.reversed}
        onSortChange={(sort) => onFiltersChange({ sort })}
        onReversedChange={(reversed) => onFiltersChange({ reversed })}
      />
      {list.error && list.items.length === 0 ? (
        <Alert severity="warning">{errorText}</Alert>
      ) : list.isLoading ? (
        <SkeletonGrid skeleton={skeleton} count={6} />
      ) : list.items.length === 0 ? (
        <Typography color="text.secondary" data-testid={emptyTestId}>
          {emptyText}
        </Typography>
      ) : (
        <CardGrid
          items={list.items}
          itemKey={itemKey}
          renderItem={renderItem}
          footer={<ScrollLoader active={list.hasMore} loading={list.isLoadingMore} onLoad={list.loadMore} />}
        />
      )}
    </Stack>
  );
}
