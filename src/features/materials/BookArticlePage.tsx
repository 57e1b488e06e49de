import { useParams } from 'react-router-dom';
import type { MaterialDetail } from '../../../server/src/contracts/materials';
import { materialQuery } from '../../api/materials';
import { useLocale } from '../../shared/useLocale';
import { PageHeadOverride } from '../../shared/head';
import { fromData, translationsFromSlugs } from '../../shared/localeLinks';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { MaterialPage, route as materialRoute } from './MaterialPage';

/**
 * /{locale}/books/articles/{slug}: a material reached from the library's search cards (api.md). The material
 * page itself, whose canonical address (and hreflang) is the material's own: /{locale}/materials/{slug}.
 */
export function BookArticlePage() {
  const locale = useLocale();
  const slug = useParams().slug!;
  return (
    <PageHeadOverride value={{ canonical: paths.material(locale, slug) }}>
      <MaterialPage />
    </PageHeadOverride>
  );
}

export const route: PageRoute = {
  Component: BookArticlePage,
  handle: {
    prefetch: materialRoute.handle!.prefetch,
    // The switch stays in the library: the translation's article there, else the other language's library.
    localeLinks: fromData(
      ({ locale, params }) => materialQuery(locale, params.slug!),
      (_context, material: MaterialDetail | null | undefined) => ({
        translations: translationsFromSlugs(material?.translations, paths.bookArticle),
        nearest: { ru: paths.books('ru'), en: paths.books('en') },
      }),
    ),
  },
};
