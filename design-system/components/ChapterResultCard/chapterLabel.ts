import type { IntlShape } from 'react-intl';
import { messages } from './ChapterResultCard.messages';

/** What the label of a chapter card needs: its position and its book (section and title). */
export interface ChapterLabelInput {
  position: number;
  book: {
    title: string;
    /** Section name in the interface language: Тора / Нэвиим / Ктувим, Torah / Nevi'im / Ketuvim. */
    section: string;
    /** torah, neviim or ktuvim, when the server sends it (it decides over the name). */
    sectionKey?: string | null;
  };
}

/** Names of the Torah section in both languages, for answers that carry no section key. */
const TORAH_NAMES = ['Тора', 'Torah'];

/** The book belongs to the Torah: its chapters are labelled without a chapter number. */
export function isTorah(book: ChapterLabelInput['book']): boolean {
  if (book.sectionKey) return book.sectionKey === 'torah';
  return TORAH_NAMES.includes(book.section.trim());
}

/**
 * The label of a chapter search card (spec §9): the book's section, a full stop and a space, the book's title,
 * then — unless the section is the Torah — '. ' and the chapter word with the position ('Глава 3' / 'Chapter 3').
 *
 *   ru: 'Нэвиим. Йеошуа. Глава 3', 'Тора. Берешит'
 *   en: "Nevi'im. Joshua. Chapter 3", 'Torah. Genesis'
 *
 * `chapterWord` renders the chapter part for a position; the card passes the catalogue's message.
 */
export function chapterLabel(chapter: ChapterLabelInput, chapterWord: (position: number) => string): string {
  const head = `${chapter.book.section}. ${chapter.book.title}`;
  return isTorah(chapter.book) ? head : `${head}. ${chapterWord(chapter.position)}`;
}

/** chapterLabel with the chapter word from the interface language's catalogue. */
export const chapterLabelIntl = (intl: IntlShape, chapter: ChapterLabelInput) =>
  chapterLabel(chapter, (position) => intl.formatMessage(messages.chapter, { position }));
