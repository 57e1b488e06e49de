import { staticPageRoute } from './StaticPage';

/** /{locale}/politics: the static page 'politics' (GET /api/pages/politics). */
export const route = staticPageRoute('politics');
