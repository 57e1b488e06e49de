import { useIntl } from 'react-intl';
import { NotFound, notFoundMessages, PopularMaterials } from '../../design-system';
import { usePopularMaterials } from '../api/materials';
import { useLocale } from '../shared/useLocale';
import { MaterialBookmark } from './bookmarks';
import { materialToCard } from './cards';
import { usePageHead } from './head';
import type { PageRoute } from './pageRoute';
import { paths } from './paths';

/**
 * Any unknown path or slug under a locale (spec §2: error-page), answered with HTTP 404: besides 'home', a search
 * form and the popular materials, so that a reader who followed a dead link finds a way on.
 */
export function NotFoundPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { popular, error } = usePopularMaterials(locale);
  usePageHead({ title: intl.formatMessage(notFoundMessages.title), status: 404, noindex: true });
  return (
    <NotFound homeHref={paths.home(locale)} searchHref={paths.search(locale)}>
      {!error && (popular === undefined || popular.length > 0) && (
        <PopularMaterials
          materials={(popular ?? []).map((item) => materialToCard(item, locale))}
          loading={popular === undefined}
          renderBookmark={(material) => <MaterialBookmark id={material.id} />}
        />
      )}
    </NotFound>
  );
}

/** The route of any unknown path under a locale (src/app/router.tsx): rendered with the popular materials on the server. */
export const route: PageRoute = { Component: NotFoundPage };
