import type { MaterialDetail } from '../../../server/src/contracts/materials';
import { commentsQuery } from '../../api/comments';
import { materialQuery, materialsList } from '../../api/materials';
import { fromData, itemLocaleLinks, translationsFromSlugs } from '../../shared/localeLinks';
import type { RouteHandle } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { listScreenHandle } from '../../shared/routeHandles';

export const materialsHandle = listScreenHandle(materialsList);

export const materialHandle: RouteHandle = {
  prefetch: ({ locale, params }) => [materialQuery(locale, params.slug!), commentsQuery('materials', locale, params.slug!)],
  // Untranslated (or not found): the switch goes to the other language's materials.
  localeLinks: itemLocaleLinks(materialQuery, paths.material, paths.materials),
};

export const bookArticleHandle: RouteHandle = {
  prefetch: materialHandle.prefetch,
  // The switch stays in the library: the translation's article there, else the other language's library.
  localeLinks: fromData(
    ({ locale, params }) => materialQuery(locale, params.slug!),
    (_context, material: MaterialDetail | null | undefined) => ({
      translations: translationsFromSlugs(material?.translations, paths.bookArticle),
      nearest: { ru: paths.books('ru'), en: paths.books('en') },
    }),
  ),
};
