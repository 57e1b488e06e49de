import useSWR from 'swr';
import type { Locale } from '../../design-system';
import type { TagsResponse } from '../../server/src/contracts/common';
import { getJson, type ApiKey } from './client';

/** Tags of the filters; on failure the tags are null (spec §7), and the filter shows none. */
export const tagsKey = (lang: Locale): ApiKey => ['/api/tags', { lang }];

export function useTags(lang: Locale) {
  const { data, error, isLoading } = useSWR(tagsKey(lang), getJson<TagsResponse>, {
    revalidateOnFocus: false,
  });
  return { tags: error ? null : (data ?? null), isLoading };
}
