import { useIntl } from 'react-intl';
import { MaterialCard, MaterialCardSkeleton } from '../../../design-system';
import { materialsList } from '../../api/materials';
import { useLocale } from '../../shared/useLocale';
import { paths } from '../../shared/paths';
import { appMessages } from '../../shared/messages';
import { ListScreen, useListScreen } from '../../shared/ListScreen';
import { materialToCard } from '../../shared/cards';
import { MaterialBookmark } from '../../shared/bookmarks';
import type { PageRoute } from '../../shared/pageRoute';

/** /{locale}/materials: tag filter, sort, and the card grid with infinite scroll (page size 11). */
export function MaterialsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(appMessages.materialsTitle);
  const intro = intl.formatMessage(appMessages.materialsIntro);
  const screen = useListScreen(materialsList, { title, description: intro }, (item) => paths.material(locale, item.slug));
  return (
    <ListScreen
      {...screen}
      title={title}
      intro={intro}
      listHeading={intl.formatMessage(appMessages.materialsListHeading)}
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

export const route: PageRoute = { Component: MaterialsPage };
