import { staticPageRoute } from './StaticPage';

/** /{locale}/about-project: the static page 'about' (GET /api/pages/about). */
export const route = staticPageRoute('about');
