import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardGrid, MaterialCard, MaterialCardSkeleton, ScrollLoader, SortControls, TagFilter } from '../../design-system';
import { useMaterialsList } from '../api/materials';
import { useTags } from '../api/tags';
import { useLocale } from '../app/LocaleLayout';
import { appMessages } from '../app/messages';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { readFilters, writeFilters, type FilterState } from '../lib/listFilters';
import { materialToCard } from './toCard';

/** /{locale}/materials: tag filter, sort, and the card grid with infinite scroll (page size 11). */
export function MaterialsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const { tags, isLoading: tagsLoading } = useTags(locale);
  const list = useMaterialsList({ lang: locale, ...filters });
  useDocumentTitle(intl.formatMessage(appMessages.materialsTitle));

  const update = (change: Partial<FilterState>) => setSearchParams(writeFilters({ ...filters, ...change }), { replace: true });

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {intl.formatMessage(appMessages.materialsTitle)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          {intl.formatMessage(appMessages.materialsIntro)}
        </Typography>
      </div>
      <TagFilter
        mainTags={tags?.main_tags ?? []}
        additionalTags={tags?.additional_tags ?? []}
        loading={tagsLoading}
        selectedIds={filters.tagIds}
        onChange={(tagIds) => update({ tagIds })}
        defaultExpanded={filters.tagIds.length > 0}
      />
      <SortControls
        sort={filters.sort}
        reversed={filters.reversed}
        onSortChange={(sort) => update({ sort })}
        onReversedChange={(reversed) => update({ reversed })}
      />
      {list.error && list.items.length === 0 ? (
        <Alert severity="warning">{intl.formatMessage(appMessages.materialsError)}</Alert>
      ) : list.isLoading ? (
        <CardGrid
          virtualize={false}
          items={Array.from({ length: 6 }, (_, i) => i)}
          itemKey={(i) => i}
          renderItem={() => <MaterialCardSkeleton />}
        />
      ) : list.items.length === 0 ? (
        <Typography color="text.secondary" data-testid="materials-empty">
          {intl.formatMessage(appMessages.materialsEmpty)}
        </Typography>
      ) : (
        <CardGrid
          items={list.items}
          itemKey={(item) => item.id}
          renderItem={(item) => <MaterialCard material={materialToCard(item, locale)} />}
          footer={<ScrollLoader active={list.hasMore} loading={list.isLoadingMore} onLoad={list.loadMore} />}
        />
      )}
    </Stack>
  );
}
