import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  label: {};
  placeholder: {};
  chosen: {};
  remove: { tag: string };
  clear: {};
  search: {};
  noOptions: {};
  loading: {};
  chooseFirst: {};
}>({
  label: { id: 'ds.hashtagInput.label', defaultMessage: 'Hashtags' },
  placeholder: { id: 'ds.hashtagInput.placeholder', defaultMessage: 'Start typing a hashtag' },
  chosen: { id: 'ds.hashtagInput.chosen', defaultMessage: 'Chosen hashtags' },
  remove: { id: 'ds.hashtagInput.remove', defaultMessage: 'Remove {tag}' },
  clear: { id: 'ds.hashtagInput.clear', defaultMessage: 'Clear' },
  search: { id: 'ds.hashtagInput.search', defaultMessage: 'Find materials' },
  noOptions: { id: 'ds.hashtagInput.noOptions', defaultMessage: 'No such hashtags' },
  loading: { id: 'ds.hashtagInput.loading', defaultMessage: 'Looking for hashtags…' },
  chooseFirst: { id: 'ds.hashtagInput.chooseFirst', defaultMessage: 'Choose at least one hashtag to find the materials marked with it.' },
});
