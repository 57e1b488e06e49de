import { defineMessages, type MessageTag } from 'react-intl';

/** Texts of the search, tag search and hashtags landing screens (the design-system parts carry theirs). */
export const searchMessages = defineMessages<{
  title: {};
  titleWithQuery: { query: string };
  label: {};
  submit: {};
  didYouMean: { query: string; suggestion: string; link: MessageTag };
  error: {};
  tagSearchTitle: {};
  tagSearchIntro: {};
  tagSearchChoose: {};
  tagSearchMaterials: {};
  tagSearchCourses: {};
  tagSearchAllMaterials: {};
  tagSearchAllCourses: {};
  tagSearchNone: {};
  tagSearchError: {};
  hashtagsTitle: {};
  hashtagsOpenTool: {};
}>({
  title: { id: 'app.search.title', defaultMessage: 'Search' },
  titleWithQuery: { id: 'app.search.titleWithQuery', defaultMessage: 'Search: {query}' },
  label: { id: 'app.search.label', defaultMessage: 'Search the site' },
  submit: { id: 'app.search.submit', defaultMessage: 'Find' },
  didYouMean: {
    id: 'app.search.didYouMean',
    defaultMessage: 'Nothing was found for «{query}». Did you mean: <link>{suggestion}</link>? The results below are for it.',
  },
  error: { id: 'app.search.error', defaultMessage: 'The search could not be run. Try again later.' },
  tagSearchTitle: { id: 'app.tagSearch.title', defaultMessage: 'Search by tags' },
  tagSearchIntro: {
    id: 'app.tagSearch.intro',
    defaultMessage: 'Choose one or more tags: materials and courses that have all of them are shown.',
  },
  tagSearchChoose: { id: 'app.tagSearch.choose', defaultMessage: 'Choose tags to see the matching materials and courses.' },
  tagSearchMaterials: { id: 'app.tagSearch.materials', defaultMessage: 'Materials' },
  tagSearchCourses: { id: 'app.tagSearch.courses', defaultMessage: 'Courses' },
  tagSearchAllMaterials: { id: 'app.tagSearch.allMaterials', defaultMessage: 'All materials with these tags' },
  tagSearchAllCourses: { id: 'app.tagSearch.allCourses', defaultMessage: 'All courses with these tags' },
  tagSearchNone: { id: 'app.tagSearch.none', defaultMessage: 'Nothing has all the chosen tags.' },
  tagSearchError: { id: 'app.tagSearch.error', defaultMessage: 'The results could not be loaded. Try again later.' },
  hashtagsTitle: { id: 'app.hashtags.title', defaultMessage: 'Hashtag search for educators' },
  hashtagsOpenTool: { id: 'app.hashtags.openTool', defaultMessage: 'Open the hashtag search' },
});
