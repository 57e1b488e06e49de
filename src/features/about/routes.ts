import { staticPageQuery, teamQuery, type StaticPageKey } from '../../api/pages';
import type { RouteHandle } from '../../shared/pageRoute';

/** One static page's first paint (about, politics, terms). */
export const staticPageHandle = (pageKey: StaticPageKey): RouteHandle => ({ prefetch: ({ locale }) => [staticPageQuery(locale, pageKey)] });

export const teamHandle: RouteHandle = { prefetch: ({ locale }) => [teamQuery(locale)] };
