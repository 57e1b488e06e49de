import { useIntl } from 'react-intl';
import { CARD_PICTURE, MaterialCard, MaterialCardSkeleton } from '../../../design-system';
import { materialsList, useMaterialsList } from '../../api/materials';
import { tagsQuery } from '../../api/tags';
import { useLocale } from '../../shared/useLocale';
import { appMessages } from '../../shared/messages';
import { usePageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { ListScreen, useListFilters } from '../../shared/ListScreen';
import { readFilters } from '../../lib/listFilters';
import { materialToCard } from '../../shared/cards';
import { MaterialBookmark } from '../../shared/bookmarks';
import { storageUrl } from '../../lib/storage';
import { lcpPicture } from '../../lib/images';

/** /{locale}/materials: tag filter, sort, and the card grid with infinite scroll (page size 11). */
export function MaterialsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { filters, update } = useListFilters();
  const list = useMaterialsList({ lang: locale, ...filters });
  usePageHead({
    title: intl.formatMessage(appMessages.materialsTitle),
    description: intl.formatMessage(appMessages.materialsIntro),
    lcpImage: lcpPicture(storageUrl(list.items[0]?.preview), CARD_PICTURE),
  });

  return (
    <ListScreen
      title={intl.formatMessage(appMessages.materialsTitle)}
      intro={intl.formatMessage(appMessages.materialsIntro)}
      listHeading={intl.formatMessage(appMessages.materialsListHeading)}
      filters={filters}
      onFiltersChange={update}
      list={list}
      itemKey={(item) => item.id}
      renderItem={(item, index) => (
        <MaterialCard material={materialToCard(item, locale)} priority={index === 0} actions={<MaterialBookmark id={item.id} />} />
      )}
      skeleton={<MaterialCardSkeleton />}
      emptyText={intl.formatMessage(appMessages.materialsEmpty)}
      errorText={intl.formatMessage(appMessages.materialsError)}
      emptyTestId="materials-empty"
    />
  );
}

export const route: PageRoute = {
  Component: MaterialsPage,
  handle: {
    prefetch: ({ locale, searchParams }) => [
      tagsQuery(locale),
      materialsList({ lang: locale, ...readFilters(searchParams) }),
    ],
  },
};
