import type { Locale } from '../../design-system';
import type { TagsResponse } from '../../server/src/contracts/common';
import { getQuery, useQuery } from './query';

/** GET /api/tags: the tags of the filters. */
export const tagsQuery = (lang: Locale) => getQuery<TagsResponse>('/api/tags', { lang });

/** On failure the tags are null (spec §7), and the filter shows none. */
export function useTags(lang: Locale) {
  const { data, error, isLoading } = useQuery(tagsQuery(lang));
  return { tags: error ? null : (data ?? null), isLoading };
}
