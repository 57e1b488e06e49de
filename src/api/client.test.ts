import { describe, expect, it } from 'vitest';
import { fetchersFor } from './client';

/** A client whose GET answers with the given status (an axios-shaped error above 399). */
const answering = (status: number) =>
  fetchersFor({
    get: (async () => {
      if (status < 400) return { data: { ok: true } };
      throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status } });
    }) as never,
  });

describe('getJsonOrNull (detail pages)', () => {
  it('answers the data, and null for a missing (404) or malformed (422) slug', async () => {
    expect(await answering(200).getJsonOrNull(['/api/materials/shabbat', { lang: 'ru' }])).toEqual({ ok: true });
    expect(await answering(404).getJsonOrNull(['/api/materials/no-such', { lang: 'ru' }])).toBeNull();
    // /ru/materials/Bad_Slug: the API refuses the slug's pattern; the page is "not found", not a server error.
    expect(await answering(422).getJsonOrNull(['/api/materials/Bad_Slug', { lang: 'ru' }])).toBeNull();
  });

  it('still fails on other errors', async () => {
    for (const status of [401, 429, 500, 503]) {
      await expect(answering(status).getJsonOrNull(['/api/materials/shabbat', { lang: 'ru' }])).rejects.toThrow(String(status));
    }
    await expect(answering(422).getJson(['/api/materials/Bad_Slug', { lang: 'ru' }])).rejects.toThrow('422');
  });
});
