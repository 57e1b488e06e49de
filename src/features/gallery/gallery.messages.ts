import { defineMessages } from 'react-intl';

/** Texts of the Russian-only pages: the virtual gallery and the ashkenazi table. */
export const galleryMessages = defineMessages<{
  galleryTitle: {};
  galleryIntro: {};
  galleryEmpty: {};
  galleryError: {};
  galleryListHeading: {};
  tableTitle: {};
  tableIntro: {};
  tableEmpty: {};
  tableError: {};
  tableListHeading: {};
}>({
  galleryTitle: { id: 'app.gallery.title', defaultMessage: 'Virtual gallery' },
  galleryIntro: {
    id: 'app.gallery.intro',
    defaultMessage:
      'Objects of Jewish ritual and everyday life: lamps, cups, textiles, papercuts. Click a picture to see it larger.',
  },
  galleryEmpty: { id: 'app.gallery.empty', defaultMessage: 'The gallery has no works yet.' },
  galleryError: { id: 'app.gallery.error', defaultMessage: 'The gallery could not be loaded. Try again later.' },
  galleryListHeading: { id: 'app.gallery.listHeading', defaultMessage: 'Works of the gallery' },
  tableTitle: { id: 'app.ashkenazi.title', defaultMessage: 'The ashkenazi table' },
  tableIntro: {
    id: 'app.ashkenazi.intro',
    defaultMessage:
      'Dishes cooked in the Jewish homes of Eastern Europe for Shabbat and the holidays: how they are made, how long it takes and what you need.',
  },
  tableEmpty: { id: 'app.ashkenazi.empty', defaultMessage: 'The recipes will appear here soon.' },
  tableError: { id: 'app.ashkenazi.error', defaultMessage: 'The dishes could not be loaded. Try again later.' },
  tableListHeading: { id: 'app.ashkenazi.listHeading', defaultMessage: 'Dishes' },
});
