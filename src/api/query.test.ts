import { describe, expect, it } from 'vitest';
import { getQuery, itemQuery, type ApiReader } from './query';

/** A client whose GET answers with the given status (an axios-shaped error above 399). */
const answering = (status: number) =>
  ({
    get: (async () => {
      if (status < 400) return { data: { ok: true } };
      throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status } });
    }) as never,
  }) as unknown as ApiReader;

describe('itemQuery (detail pages)', () => {
  const material = (slug: string) => itemQuery(`/api/materials/${slug}`, { lang: 'ru' });

  it('answers the data, and null for a missing (404) or malformed (422) slug', async () => {
    expect(await material('shabbat').fetch(answering(200))).toEqual({ ok: true });
    expect(await material('no-such').fetch(answering(404))).toBeNull();
    // /ru/materials/Bad_Slug: the API refuses the slug's pattern; the page is "not found", not a server error.
    expect(await material('Bad_Slug').fetch(answering(422))).toBeNull();
    expect(material('shabbat')).toMatchObject({ key: ['/api/materials/shabbat', { lang: 'ru' }], emptyOn404: true });
  });

  it('still fails on other errors, and a plain query on any', async () => {
    for (const status of [401, 429, 500, 503]) {
      await expect(material('shabbat').fetch(answering(status))).rejects.toThrow(String(status));
    }
    const list = getQuery('/api/materials/Bad_Slug', { lang: 'ru' });
    expect(list.emptyOn404).toBe(false);
    await expect(list.fetch(answering(422))).rejects.toThrow('422');
    await expect(list.fetch(answering(404))).rejects.toThrow('404');
  });
});
