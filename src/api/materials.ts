import type { Locale } from '../../design-system';
import type { MaterialDetail, MaterialListItem } from '../../server/src/contracts/materials';
import { filteredList, type ListFilters } from './lists';
import { getQuery, itemQuery, useQuery } from './query';

/** Materials page size (spec §9). */
export const MATERIALS_PAGE_SIZE = 11;

/** GET /api/materials: the filtered list, page by page. */
export const materialsList = (filters: ListFilters, perPage = MATERIALS_PAGE_SIZE) =>
  filteredList<MaterialListItem>('/api/materials', filters, perPage);

/** GET /api/materials/{slug}: one material; null when there is none with this slug. */
export const materialQuery = (lang: Locale, slug: string) => itemQuery<MaterialDetail>(`/api/materials/${slug}`, { lang });

export function useMaterial(lang: Locale, slug: string) {
  const { data, error, isLoading } = useQuery(materialQuery(lang, slug));
  return { material: data, error, isLoading };
}

/** GET /api/materials/popular: the home page's popular block. */
export const popularMaterialsQuery = (lang: Locale) => getQuery<MaterialListItem[]>('/api/materials/popular', { lang });

export function usePopularMaterials(lang: Locale) {
  const { data, error } = useQuery(popularMaterialsQuery(lang));
  return { popular: data, error };
}
