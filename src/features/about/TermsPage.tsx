import { staticPageRoute } from './StaticPage';

/** /{locale}/terms: the static page 'terms' (GET /api/pages/terms). */
export const route = staticPageRoute('terms');
