import { ruOnly } from '../../shared/localeLinks';
import type { RouteHandle } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { sharedSelectionQuery } from './api';

// In English the educators' hashtag search is presented by its landing page (the header's "hashtags" link).
export const educatorsHandle: RouteHandle = { localeLinks: ruOnly(paths.hashtagsLanding('en')) };

export const sharedSelectionHandle: RouteHandle = { prefetch: ({ params }) => [sharedSelectionQuery(params.token ?? '')] };
