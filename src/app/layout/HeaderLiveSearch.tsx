import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { chapterLabelIntl, HeaderSearch, type Locale, type SearchResultGroup } from '../../../design-system';
import { useQuery } from '../../api/query';
import { searchQuery } from '../../api/search';
import { useDebounced } from '../../lib/useDebounced';
import { paths } from '../../shared/paths';
import { storageUrl } from '../../lib/storage';

/** The header waits this long after the last keystroke before searching (spec §9). */
export const LIVE_SEARCH_DELAY_MS = 500;
/** Results asked per group: 3 are listed, the counts say whether 'more' shows. */
const LIVE_SEARCH_LIMIT = 3;

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
  const debounced = useDebounced(query, LIVE_SEARCH_DELAY_MS);
  const { data, isLoading } = useQuery(searchQuery(locale, debounced, LIVE_SEARCH_LIMIT), { keepPreviousData: true });
  const waiting = query.trim() !== '' && (query !== debounced || isLoading);
  const shown = query.trim() && debounced.trim() ? data : undefined;

  const searchHref = (q: string) => paths.search(locale, q);
  const results: SearchResultGroup[] | null = shown
    ? [
        {
          key: 'materials',
          count: shown.materials_count,
          countEstimated: shown.materials_count_estimated,
          moreHref: searchHref(shown.suggestion ?? debounced.trim()),
          items: shown.search_materials.map((item) => ({
            id: item.id,
            title: item.title,
            href: paths.material(locale, item.slug),
            image: storageUrl(item.image),
            snippet: item.searchsnippet,
          })),
        },
        {
          key: 'courses',
          count: shown.courses_count,
          countEstimated: shown.courses_count_estimated,
          moreHref: searchHref(shown.suggestion ?? debounced.trim()),
          items: shown.search_courses.map((item) => ({
            id: item.id,
            title: item.title,
            href: paths.course(locale, item.slug),
            image: storageUrl(item.image),
            snippet: item.searchsnippet,
          })),
        },
        {
          key: 'chapters',
          count: shown.chapters_count,
          countEstimated: shown.chapters_count_estimated,
          moreHref: searchHref(shown.suggestion ?? debounced.trim()),
          items: shown.search_chapters.map((item) => ({
            id: item.id,
            title: item.title,
            href: paths.bookChapter(locale, item.slug),
            image: storageUrl(item.image),
            snippet: item.searchsnippet,
            label: chapterLabelIntl(intl, {
              position: item.position,
              book: { title: item.book.title, section: item.book.section, sectionKey: item.book.section_key },
            }),
          })),
        },
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
      onSubmit={(q) => navigate(searchHref(shown?.suggestion ?? q))}
    />
  );
}
