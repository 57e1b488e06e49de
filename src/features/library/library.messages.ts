import { defineMessages } from 'react-intl';

/** Texts of the library screens (the design-system parts carry theirs). */
export const libraryMessages = defineMessages<{
  title: {};
  intro: {};
  empty: {};
  error: {};
  chapters: { count: number };
  chapterPosition: { position: number };
  chapterError: {};
  previous: {};
  next: {};
  chapterNav: {};
  places: {};
  book: {};
}>({
  title: { id: 'app.library.title', defaultMessage: 'Library' },
  intro: {
    id: 'app.library.intro',
    defaultMessage:
      "The books of the Tanakh by section — Torah, Nevi’im and Ketuvim: each chapter retold briefly, with its main themes and questions for discussion.",
  },
  empty: { id: 'app.library.empty', defaultMessage: 'The library has no books yet.' },
  error: { id: 'app.library.error', defaultMessage: 'The library could not be loaded. Try again later.' },
  chapters: { id: 'app.library.chapters', defaultMessage: '{count, plural, one {# chapter} other {# chapters}}' },
  chapterPosition: { id: 'app.library.chapterPosition', defaultMessage: 'Chapter {position}' },
  chapterError: { id: 'app.library.chapterError', defaultMessage: 'The chapter could not be loaded. Try again later.' },
  previous: { id: 'app.library.previous', defaultMessage: 'Previous chapter' },
  next: { id: 'app.library.next', defaultMessage: 'Next chapter' },
  chapterNav: { id: 'app.library.chapterNav', defaultMessage: 'Chapters of the book' },
  places: { id: 'app.library.places', defaultMessage: 'Places on the map' },
  book: { id: 'app.library.book', defaultMessage: 'Book' },
});
