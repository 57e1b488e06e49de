import type { SortKey } from '../../design-system';

/** List filters kept in the address (?tags=1,5&sort=popular&reversed=1), so a filtered list can be shared. */
export interface FilterState {
  tagIds: number[];
  sort: SortKey;
  reversed: boolean;
}

export function readFilters(params: URLSearchParams): FilterState {
  const tagIds = (params.get('tags') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return {
    tagIds: [...new Set(tagIds)],
    sort: params.get('sort') === 'popular' ? 'popular' : 'date',
    reversed: params.get('reversed') === '1',
  };
}

export function writeFilters(state: FilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tagIds.length) params.set('tags', state.tagIds.join(','));
  if (state.sort !== 'date') params.set('sort', state.sort);
  if (state.reversed) params.set('reversed', '1');
  return params;
}
