import { useParams } from 'react-router-dom';
import { useLocale } from '../../shared/useLocale';
import { PageHeadOverride } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { MaterialPage } from './MaterialPage';

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

export const route: PageRoute = { Component: BookArticlePage };
