import { defineMessages } from 'react-intl';

/** Texts of the app's own pages (the components carry theirs). */
export const appMessages = defineMessages<{
  materialsTitle: {};
  materialsIntro: {};
  materialsEmpty: {};
  materialsListHeading: {};
  materialsError: {};
  homeTitle: {};
  homeIntro: {};
  homeLatest: {};
  homeAllMaterials: {};
  documentTitle: { page: string };
  siteName: {};
  siteDescription: {};
}>({
  materialsTitle: { id: 'app.materials.title', defaultMessage: 'Materials' },
  materialsIntro: {
    id: 'app.materials.intro',
    defaultMessage: 'Articles about holidays, traditions, history, languages and food. Choose tags to narrow the list.',
  },
  materialsListHeading: { id: 'app.materials.listHeading', defaultMessage: 'List of materials' },
  materialsEmpty: { id: 'app.materials.empty', defaultMessage: 'No materials have all the chosen tags.' },
  materialsError: { id: 'app.materials.error', defaultMessage: 'The list could not be loaded. Try again later.' },
  homeTitle: { id: 'app.home.title', defaultMessage: 'Jewish culture: an open school' },
  homeIntro: {
    id: 'app.home.intro',
    defaultMessage:
      'Short articles, courses and a library about the Jewish year, its traditions, languages and history — for readers, families and teachers.',
  },
  homeLatest: { id: 'app.home.latest', defaultMessage: 'New materials' },
  homeAllMaterials: { id: 'app.home.allMaterials', defaultMessage: 'All materials' },
  documentTitle: { id: 'app.documentTitle', defaultMessage: '{page} — Jewish Culture' },
  siteName: { id: 'app.siteName', defaultMessage: 'Jewish Culture' },
  siteDescription: {
    id: 'app.siteDescription',
    defaultMessage:
      'Materials, courses and a library about Jewish culture: holidays, traditions, languages and history — in Russian and English.',
  },
});

/** Texts of the shared screen parts (ScreenParts.tsx). */
export const screenMessages = defineMessages({
  loadError: { id: 'app.pages.loadError', defaultMessage: 'The page could not be loaded. Try again later.' },
  retry: { id: 'app.pages.retry', defaultMessage: 'Try again' },
});
