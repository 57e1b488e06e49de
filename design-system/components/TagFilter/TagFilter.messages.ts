import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  toggle: {};
  selectedCount: { count: number };
  mainTags: {};
  additionalTags: {};
  reset: {};
  empty: {};
}>({
  toggle: { id: 'ds.tagFilter.toggle', defaultMessage: 'Filter by tags' },
  selectedCount: { id: 'ds.tagFilter.selectedCount', defaultMessage: '{count, plural, one {# tag chosen} other {# tags chosen}}' },
  mainTags: { id: 'ds.tagFilter.mainTags', defaultMessage: 'Topics' },
  additionalTags: { id: 'ds.tagFilter.additionalTags', defaultMessage: 'More tags' },
  reset: { id: 'ds.tagFilter.reset', defaultMessage: 'Reset' },
  empty: { id: 'ds.tagFilter.empty', defaultMessage: 'No tags yet' },
});
