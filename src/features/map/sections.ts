import type { Place } from '../../../server/src/contracts/library';
import { SECTION_ORDER, type SectionKey } from '../../shared/paths';
import { describe } from '../../lib/htmlText';

/** The sections that have places, in canonical order, with their names in the page language (from the data). */
export function sectionsOf(places: Pick<Place, 'section' | 'section_key'>[]): { key: SectionKey; name: string }[] {
  return SECTION_ORDER.flatMap((key) => {
    const place = places.find((candidate) => candidate.section_key === key);
    return place ? [{ key, name: place.section }] : [];
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A short card snippet from the place's HTML: its plain text cut at a word (about two lines), as safe HTML. */
export const shortSnippet = (html: string, max = 150) => escapeHtml(describe(html, max));
