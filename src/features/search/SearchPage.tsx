import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  SearchResults,
  type ArticleResultData,
  type ChapterResultData,
  type CourseResultData,
  type Locale,
  useTypedBeforeHydration,
} from '../../../design-system';
import type { SearchResponse } from '../../../server/src/contracts/search';
import { useSearch } from '../../api/search';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { storageUrl } from '../../lib/storage';
import { searchMessages } from './search.messages';
import { queryOf } from './routes';

type ArticleItem = SearchResponse['search_materials'][number];
type ChapterItem = SearchResponse['search_chapters'][number];

/** A material found: its card leads to the library's article page (spec §2). */
export const articleToResult = (item: ArticleItem, locale: Locale): ArticleResultData => ({
  id: item.id,
  slug: item.slug,
  href: paths.bookArticle(locale, item.slug),
  image: storageUrl(item.image),
  title: item.title,
  author: item.author,
  shortDescription: item.short_description,
  snippet: item.searchsnippet,
});

export const courseToResult = (item: ArticleItem, locale: Locale): CourseResultData => ({
  id: item.id,
  slug: item.slug,
  href: paths.course(locale, item.slug),
  image: storageUrl(item.image),
  title: item.title,
  shortDescription: item.short_description,
  snippet: item.searchsnippet,
});

/** A library chapter found: the label (section. book. Chapter N, none in the Torah) comes from the card. */
export const chapterToResult = (item: ChapterItem, locale: Locale): ChapterResultData => ({
  id: item.id,
  slug: item.slug,
  href: paths.bookChapter(locale, item.slug),
  image: storageUrl(item.image),
  title: item.title,
  snippet: item.searchsnippet,
  position: item.position,
  book: { title: item.book.title, section: item.book.section, sectionKey: item.book.section_key },
});


/**
 * /{locale}/search?search=…: materials, courses and library chapters found, with counts and marked snippets; the
 * not-found text; "did you mean" with a link when the server corrected a misspelt query. Kept out of search engines.
 */
export function SearchPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = queryOf(searchParams);
  const [draft, setDraft] = useState(query);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, draft, setDraft);
  const [shownQuery, setShownQuery] = useState(query);
  // The field follows the address (header search, Back) unless the reader is typing something else.
  if (shownQuery !== query) {
    setShownQuery(query);
    setDraft(query);
  }
  const { result, error, isLoading } = useSearch(locale, query);
  usePageHead({
    title: query ? intl.formatMessage(searchMessages.titleWithQuery, { query }) : intl.formatMessage(searchMessages.title),
    noindex: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // What the field shows: typed before this part of the page hydrated, it is not in `draft` yet.
    const next = (field.current?.value ?? draft).trim();
    if (next && next !== query) navigate(paths.search(locale, next));
  };

  const suggestion = result?.suggestion ?? null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <form role="search" onSubmit={submit}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'stretch' }}>
          <TextField
            fullWidth
            size="small"
            type="search"
            name="search"
            label={intl.formatMessage(searchMessages.label)}
            value={draft}
            inputRef={field}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flex: '0 0 auto' }}>
            {intl.formatMessage(searchMessages.submit)}
          </Button>
        </Stack>
      </form>
      {suggestion && (
        <Typography data-testid="did-you-mean" sx={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage(searchMessages.didYouMean, {
            query,
            suggestion,
            link: (chunks) => (
              <Link key="suggestion" href={paths.search(locale, suggestion)} sx={{ fontWeight: 700 }}>
                {chunks}
              </Link>
            ),
          })}
        </Typography>
      )}
      {error && !result ? (
        <Alert severity="warning">{intl.formatMessage(searchMessages.error)}</Alert>
      ) : (
        <SearchResults
          query={suggestion ?? query}
          loading={isLoading || (Boolean(query) && !result)}
          materials={(result?.search_materials ?? []).map((item) => articleToResult(item, locale))}
          materialsCount={result?.materials_count ?? 0}
          materialsCountEstimated={result?.materials_count_estimated ?? false}
          courses={(result?.search_courses ?? []).map((item) => courseToResult(item, locale))}
          coursesCount={result?.courses_count ?? 0}
          coursesCountEstimated={result?.courses_count_estimated ?? false}
          chapters={(result?.search_chapters ?? []).map((item) => chapterToResult(item, locale))}
          chaptersCount={result?.chapters_count ?? 0}
          chaptersCountEstimated={result?.chapters_count_estimated ?? false}
        />
      )}
    </Stack>
  );
}

export const route: PageRoute = { Component: SearchPage };
