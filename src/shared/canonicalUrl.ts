import { isSectionKey } from './paths';
import { LOCALES } from '../i18n';

/**
 * One address per page (issue 17): the canonical form of a page's address, which the server answers with a 301
 * (server/src/plugins/canonical-urls.ts) and the page cache keys on. Pure, shared by the server and the tests.
 */

/** A query parameter a page reads: the canonical form of its decoded value, or null when it changes nothing. */
type Normalise = (value: string) => string | null;

const nonEmpty: Normalise = (value) => (value === '' ? null : value);
const only =
  (...kept: string[]): Normalise =>
  (value) =>
    kept.includes(value) ? value : null;
/** `tags=1,5` as readFilters and readTagIds read it: positive integers, once each, in their order. */
const tagIds: Normalise = (value) => {
  const ids = [...new Set(value.split(',').map((part) => Number(part.trim())))].filter((id) => Number.isInteger(id) && id > 0);
  return ids.length ? ids.join(',') : null;
};
const listFilters = { tags: tagIds, sort: only('popular'), reversed: only('1') };

/**
 * The pages under /{locale} (the paths of src/app/router.tsx; canonicalUrl.test.ts checks they agree) and the
 * query parameters each one reads, in the order the canonical address lists them.
 */
export const LOCALE_PAGES: Record<string, Record<string, Normalise>> = {
  '': {},
  materials: listFilters,
  'materials/:slug': {},
  courses: listFilters,
  'courses/:slug': {},
  search: { search: (value) => nonEmpty(value.trim()) },
  'tag-search': { tags: tagIds },
  'hashtags-landing': {},
  'about-project': {},
  politics: {},
  terms: {},
  'about-team': {},
  books: {},
  'books/chapter/:slug': {},
  'books/articles/:slug': {},
  map: { section: (value) => (isSectionKey(value) ? value : null) },
  'map/:slug': {},
  'hashtags-search-result': { tags: tagIds },
  'selections/:token': {},
  profile: {},
  'profile/data': {},
  'profile/favorites': {},
  // The tabs write both, defaults included (ProfileCoursesPage): kept as they are.
  'profile/courses': { tab: nonEmpty, sort: nonEmpty },
  'profile/materials': {},
  'profile/reviews': {},
  'profile/help': {},
  'profile/questionary': {},
  'da-for-educators': {},
  'virtual-gallery': {},
  'ashkenazi-table': {},
};

/** Pages outside /{locale} that the rule covers (the sign-in callback keeps its provider's parameters). */
const ROOT_PAGES = ['logout'];

/** Read by every page (spec §2 "On startup"): ?pin= opens the change-password modal, ?email-pin= confirms the address. */
const EVERY_PAGE: Record<string, Normalise> = { pin: (value) => value, 'email-pin': (value) => value };

/**
 * The address without `pin` and `email-pin`: what the server renders and caches (the modals they open render in the
 * browser only) and what the language switch links to (a mailed pin is used once, on the page it was sent to).
 */
export function withoutAddressModals(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const end = url.indexOf('#', at);
  const query = url.slice(at + 1, end < 0 ? undefined : end);
  const hash = end < 0 ? '' : url.slice(end);
  const kept = query.split('&').filter((pair) => {
    const name = decodePair(pair)?.[0];
    return name === undefined || !Object.hasOwn(EVERY_PAGE, name);
  });
  return `${url.slice(0, at)}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}

/** Files (anything with an extension) are not pages: pages.ts answers them a plain 404. */
const FILE = /\.[a-z0-9]{2,5}$/i;

const patterns = Object.keys(LOCALE_PAGES).map((pattern) => ({ pattern, segments: pattern === '' ? [] : pattern.split('/') }));

/** The route pattern a path under the locale matches (react-router matches static segments in any case). */
function matchPattern(segments: string[]): { pattern: string; segments: string[] } | null {
  for (const candidate of patterns) {
    if (candidate.segments.length !== segments.length) continue;
    if (candidate.segments.every((part, i) => part.startsWith(':') || part === segments[i].toLowerCase())) {
      // Static segments in lower case; parameters (slugs) as they were written.
      return { pattern: candidate.pattern, segments: candidate.segments.map((part, i) => (part.startsWith(':') ? segments[i] : part)) };
    }
  }
  return null;
}

/** A raw `key=value` of a query, decoded as the page reads it (URLSearchParams: `+` is a space). */
function decodePair(raw: string): [string, string] | null {
  const entry = new URLSearchParams(raw).entries().next();
  return entry.done ? null : entry.value;
}

/** A normalised value written back: commas of tag lists stay readable, the rest as encodeURIComponent writes it. */
const encodeValue = (value: string) => encodeURIComponent(value).replace(/%2C/g, ',');

/**
 * The canonical form of a page address (`request.url`: path and query, optionally a #fragment), or the address
 * itself when it is canonical already or is not a page (the API, media, files, unknown locales: those keep their
 * own rules). Under /{locale} and for /logout:
 * - the locale and the route's static segments in lower case (`/RU/Materials` → `/ru/materials`), slugs as written;
 * - no trailing slash, no empty segments (`/ru/materials/` → `/ru/materials`, `/ru//map` → `/ru/map`);
 * - only the query parameters the page reads, in the order of LOCALE_PAGES, then `pin` and `email-pin`: the first
 *   of a repeated one, none whose value changes nothing (an empty search, `sort=date`, tags that are not ids);
 *   a kept value keeps the encoding it came with (`a%20b` and `a+b` are both canonical), a normalised one is
 *   written anew (`tags=5,x,5` → `tags=5`).
 * Idempotent: canonicalPageUrl(canonicalPageUrl(url)) === canonicalPageUrl(url).
 */
export function canonicalPageUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? null : beforeHash.slice(queryAt + 1);
  if (!pathname.startsWith('/') || FILE.test(pathname)) return url;

  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase() ?? '';
  let canonicalSegments: string[];
  let params: Record<string, Normalise>;
  if ((LOCALES as readonly string[]).includes(first)) {
    const matched = matchPattern(segments.slice(1));
    canonicalSegments = [first, ...(matched ? matched.segments : segments.slice(1))];
    params = { ...(matched ? LOCALE_PAGES[matched.pattern] : {}), ...EVERY_PAGE };
  } else if (segments.length === 1 && ROOT_PAGES.includes(first)) {
    canonicalSegments = [first];
    params = EVERY_PAGE;
  } else {
    return url;
  }

  const kept: string[] = [];
  if (query !== null) {
    const raw = new Map<string, { decoded: string; rawValue: string | null }>();
    for (const part of query.split('&')) {
      const pair = part ? decodePair(part) : null;
      if (!pair || raw.has(pair[0])) continue;
      const eq = part.indexOf('=');
      raw.set(pair[0], { decoded: pair[1], rawValue: eq < 0 ? null : part.slice(eq + 1) });
    }
    for (const [key, normalise] of Object.entries(params)) {
      const found = raw.get(key);
      if (!found) continue;
      const value = normalise(found.decoded);
      if (value === null) continue;
      if (value !== found.decoded) kept.push(`${key}=${encodeValue(value)}`);
      else kept.push(found.rawValue === null ? key : `${key}=${found.rawValue}`);
    }
  }
  return `/${canonicalSegments.join('/')}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}
