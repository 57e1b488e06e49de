import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH, searchQuery } from './search';

const searchKey = (lang: 'ru' | 'en', query: string) => searchQuery(lang, query)?.key ?? null;

describe('searchQuery', () => {
  it('is null for an empty or blank query, the trimmed query otherwise', () => {
    expect(searchKey('ru', '')).toBeNull();
    expect(searchKey('ru', ' \t\n\u00A0\u3000 ')).toBeNull();
    expect(searchKey('en', '  $`$\' shabbat ')).toEqual(['/api/search', { lang: 'en', query: "$`$' shabbat", limit: 20 }]);
  });

  it('cuts a query longer than the API takes, by code points', () => {
    // The API answers 422 over 1000 characters: the server's render of such a search page was a 500.
    const long = searchKey('ru', 'я'.repeat(10_000))![1]!.query as string;
    expect(long).toBe('я'.repeat(SEARCH_QUERY_MAX_LENGTH));
    const emoji = searchKey('ru', '🕎'.repeat(SEARCH_QUERY_MAX_LENGTH + 5))![1]!.query as string;
    expect(Array.from(emoji)).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    expect(emoji.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '')).not.toMatch(/[\uD800-\uDFFF]/); // no half emoji
    const exact = '$`'.repeat(SEARCH_QUERY_MAX_LENGTH / 2);
    expect(searchKey('ru', exact)![1]!.query).toBe(exact);
  });
});
