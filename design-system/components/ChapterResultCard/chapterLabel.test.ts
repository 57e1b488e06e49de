import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import ru from '../../../locales/ru.json';
import en from '../../../locales/en.json';
import { chapterLabel, chapterLabelIntl, isTorah } from './chapterLabel';

const intlRu = createIntl({ locale: 'ru-RU', messages: ru });
const intlEn = createIntl({ locale: 'en-GB', messages: en });

const joshua = (lang: 'ru' | 'en', sectionKey?: string) => ({
  position: 3,
  book: { title: lang === 'ru' ? 'Йеошуа' : 'Joshua', section: lang === 'ru' ? 'Нэвиим' : "Nevi'im", sectionKey },
});
const genesis = (lang: 'ru' | 'en', sectionKey?: string) => ({
  position: 2,
  book: { title: lang === 'ru' ? 'Берешит' : 'Genesis', section: lang === 'ru' ? 'Тора' : 'Torah', sectionKey },
});

describe('chapterLabel (spec §9: section. book[. Глава N unless Тора])', () => {
  it('labels a chapter outside the Torah with its position', () => {
    expect(chapterLabelIntl(intlRu, joshua('ru', 'neviim'))).toBe('Нэвиим. Йеошуа. Глава 3');
    expect(chapterLabelIntl(intlRu, { position: 92, book: { title: 'Теилим', section: 'Ктувим' } })).toBe('Ктувим. Теилим. Глава 92');
  });

  it('leaves the chapter number out in the Torah', () => {
    expect(chapterLabelIntl(intlRu, genesis('ru', 'torah'))).toBe('Тора. Берешит');
  });

  it('speaks English with the same rule', () => {
    expect(chapterLabelIntl(intlEn, joshua('en', 'neviim'))).toBe("Nevi'im. Joshua. Chapter 3");
    expect(chapterLabelIntl(intlEn, genesis('en', 'torah'))).toBe('Torah. Genesis');
  });

  it('recognises the Torah by name when no section key comes', () => {
    expect(isTorah(genesis('ru').book)).toBe(true);
    expect(isTorah(genesis('en').book)).toBe(true);
    expect(isTorah({ title: 'Берешит', section: ' Тора ' })).toBe(true);
    expect(isTorah(joshua('ru').book)).toBe(false);
    expect(chapterLabelIntl(intlRu, genesis('ru'))).toBe('Тора. Берешит');
  });

  it('lets the section key decide over the name', () => {
    expect(isTorah({ title: 'X', section: 'Тора', sectionKey: 'neviim' })).toBe(false);
    expect(isTorah({ title: 'X', section: 'Pentateuch', sectionKey: 'torah' })).toBe(true);
  });

  it('puts a full stop and a space between the parts', () => {
    expect(chapterLabel(joshua('ru'), (n) => `#${n}`)).toBe('Нэвиим. Йеошуа. #3');
  });
});
