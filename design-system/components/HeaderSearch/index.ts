export {
  HeaderSearch,
  SEARCH_GROUP_LIMIT,
  type HeaderSearchProps,
  type SearchGroupKey,
  type SearchResultGroup,
  type SearchResultItem,
} from './HeaderSearch';
