import useSWR from 'swr';
import type { Locale } from '../../design-system';
import type { TagsResponse } from '../../server/src/contracts/common';
import { getJson } from './client';

/** Tags of the filters; on failure the tags are null (spec §7), and the filter shows none. */
export function useTags(lang: Locale) {
  const { data, error, isLoading } = useSWR(['/api/tags', { lang }] as const, getJson<TagsResponse>, {
    revalidateOnFocus: false,
  });
  return { tags: error ? null : (data ?? null), isLoading };
}
