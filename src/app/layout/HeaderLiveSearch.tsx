import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { chapterLabelIntl, HeaderSearch, type Locale, type SearchResultGroup } from '../../../design-system';
import { api } from '../../api/client';
import { useQuery, type ApiReader } from '../../api/query';
import { searchQuery } from '../../api/search';
import { useDebounced } from '../../lib/useDebounced';
import { paths } from '../../shared/paths';
import { storageUrl } from '../../lib/storage';

/** The header waits this long after the last keystroke before searching (spec §9). */
export const LIVE_SEARCH_DELAY_MS = 500;
/** Results asked per group: 3 are listed, the counts say whether 'more' shows. */
const LIVE_SEARCH_LIMIT = 3;

/** What every live result has: it is listed with its picture and the text around the matches. */
interface LiveItem {
  id: number;
  title: string;
  image: string | null;
  searchsnippet: string;
}

/** One group of the live results (materials, courses, chapters); `label` is the line above a result's title. */
function resultGroup<T extends LiveItem>(
  key: SearchResultGroup['key'],
  count: number,
  countEstimated: boolean,
  moreHref: string,
  items: T[],
  href: (item: T) => string,
  label?: (item: T) => string,
): SearchResultGroup {
  return {
    key,
    count,
    countEstimated,
    moreHref,
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      href: href(item),
      image: storageUrl(item.image),
      snippet: item.searchsnippet,
      ...(label ? { label: label(item) } : {}),
    })),
  };
}

/**
 * The live search's answer for what is typed: asked LIVE_SEARCH_DELAY_MS after the last keystroke (a fast typist
 * sends one query, not one a letter); an answer still on its way when other words are asked, or the field is
 * cleared or leaves the page, is cancelled. `client`: the API's (tests give their own).
 */
export function useLiveSearch(locale: Locale, query: string, client: ApiReader = api) {
  const debounced = useDebounced(query, LIVE_SEARCH_DELAY_MS);
  const inFlight = useRef<AbortController | null>(null);
  const asked = searchQuery(locale, debounced, LIVE_SEARCH_LIMIT);
  const live = asked && {
    ...asked,
    fetch: async () => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const [path, params] = asked.key;
        return (await client.get<Awaited<ReturnType<typeof asked.fetch>>>(path, { params, signal: controller.signal })).data;
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
  };
  const searching = live !== null;
  useEffect(() => {
    if (!searching) inFlight.current?.abort();
  }, [searching]);
  useEffect(() => () => inFlight.current?.abort(), []);
  const { data, isLoading } = useQuery(live, { keepPreviousData: true });
  return { debounced, data, isLoading };
}

/**
 * The header's live search (spec §4, §5, §9): GET /api/search 500 ms after typing stops, 3 results a group with
 * 'more' to the search page when a group counts more, Enter goes to the search page only when something was
 * found, the panel closes on route change, an empty query clears; a misspelt query shows "did you mean".
 */
export function HeaderLiveSearch({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [query, setQuery] = useState('');
  const { debounced, data, isLoading } = useLiveSearch(locale, query);
  const waiting = query.trim() !== '' && (query !== debounced || isLoading);
  const shown = query.trim() && debounced.trim() ? data : undefined;

  const searchHref = (q: string) => paths.search(locale, q);
  // The search page is asked the words as typed: when the server corrects them it shows "did you mean" there.
  const moreHref = searchHref(debounced.trim());
  const results: SearchResultGroup[] | null = shown
    ? [
        resultGroup('materials', shown.materials_count, shown.materials_count_estimated, moreHref, shown.search_materials, (item) =>
          paths.material(locale, item.slug),
        ),
        resultGroup('courses', shown.courses_count, shown.courses_count_estimated, moreHref, shown.search_courses, (item) =>
          paths.course(locale, item.slug),
        ),
        resultGroup(
          'chapters',
          shown.chapters_count,
          shown.chapters_count_estimated,
          moreHref,
          shown.search_chapters,
          (item) => paths.bookChapter(locale, item.slug),
          (item) =>
            chapterLabelIntl(intl, {
              position: item.position,
              book: { title: item.book.title, section: item.book.section, sectionKey: item.book.section_key },
            }),
        ),
      ]
    : null;

  return (
    <HeaderSearch
      query={query}
      onQueryChange={setQuery}
      results={results}
      suggestion={shown?.suggestion ?? null}
      onSuggestion={setQuery}
      loading={waiting}
      closeKey={pathname}
      onSubmit={(q) => navigate(searchHref(q))}
    />
  );
}
