import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n';
import { clipDescription, documentHead, DESCRIPTION_MAX } from './document';
import { documentTitleOf, TITLE_MAX } from '../shared/head';

const words = (n: number) => Array.from({ length: n }, (_, i) => `слово${i}`).join(' ');

describe('meta descriptions (at most 170 characters, cut at a word)', () => {
  beforeAll(() => loadCatalogue('ru'));

  it('keeps a short description as it is', () => {
    expect(clipDescription('Шаббат — седьмой день недели.')).toBe('Шаббат — седьмой день недели.');
  });

  it('cuts a long one at the last whole word, with an ellipsis, within 170 characters', () => {
    const long = words(40);
    const clipped = clipDescription(long);
    expect(clipped.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(clipped.endsWith('…')).toBe(true);
    const kept = clipped.slice(0, -1).split(' ');
    expect(long.split(' ').slice(0, kept.length)).toEqual(kept);
  });

  it('leaves no dangling comma or dash before the ellipsis', () => {
    const text = `${'а'.repeat(150)} тексты, — ${'б'.repeat(30)}`;
    expect(clipDescription(text)).toBe(`${'а'.repeat(150)} тексты…`);
  });

  it('writes the cut description into the page head (description, og and twitter)', () => {
    const html = documentHead({
      head: { title: 'T', description: words(40), documentTitle: 'T — site' },
      locale: 'ru',
      url: '/ru/materials/x',
      publicUrl: 'https://example.org',
    });
    const contents = [...html.matchAll(/<meta (?:name|property)="(?:description|og:description|twitter:description)" content="([^"]*)"/g)];
    expect(contents).toHaveLength(3);
    for (const [, content] of contents) expect(content.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
});

describe('document titles (at most 70 characters)', () => {
  it("keeps the site's name when it fits, drops it when not, and cuts a title still too long at a word", () => {
    expect(documentTitleOf('Шаббат', 'Шаббат — Еврейская культура')).toBe('Шаббат — Еврейская культура');
    const long = 'Бар-мицва и бат-мицва: совершеннолетие по еврейской традиции сегодня';
    expect(documentTitleOf(long, `${long} — Еврейская культура`)).toBe(long);
    const longer = `${long} и вчера, в местечке и в большом городе`;
    const clipped = documentTitleOf(longer, `${longer} — Еврейская культура`);
    expect(clipped.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(clipped).toMatch(/^Бар-мицва и бат-мицва: .*[а-я]…$/);
  });
});
