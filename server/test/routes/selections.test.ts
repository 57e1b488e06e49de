import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../helpers.ts';
import type { HashtagDataGroup } from '../../src/contracts/hashtags.ts';

const ctx = useTestApp();

type Auth = { authorization: string };
interface Selection {
  id: number;
  name: string;
  lang: string;
  hashtags: { id: number; name: string }[];
  share_token: string | null;
  created_at: string;
  updated_at: string;
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth: Auth | Record<string, never>, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as never }) });
const educator = () => createUser(ctx.app, { card_access: 1 });

/** Two hashtags that some Russian material carries together. */
async function pairOnAMaterial(): Promise<number[]> {
  const { rows } = await ctx.app.db.query<{ a: number; b: number }>(
    `select a.hashtag_id as a, b.hashtag_id as b
     from material_hashtags a join material_hashtags b on b.material_id = a.material_id and b.hashtag_id > a.hashtag_id
     join materials m on m.id = a.material_id and m.lang = 'ru'
     group by a.hashtag_id, b.hashtag_id order by count(*) desc, a.hashtag_id limit 1`,
  );
  return [rows[0].a, rows[0].b];
}

describe('educators\' selections', () => {
  it('answers 401 to visitors and 403 with a message to signed-in non-educators', async () => {
    const reader = await createUser(ctx.app);
    const calls = [
      ['GET', '/api/selections'],
      ['POST', '/api/selections'],
      ['GET', '/api/selections/1'],
      ['PATCH', '/api/selections/1'],
      ['DELETE', '/api/selections/1'],
      ['POST', '/api/selections/1/share'],
      ['DELETE', '/api/selections/1/share'],
    ] as const;
    for (const [method, url] of calls) {
      const visitor = await call(method, url, {}, method === 'GET' || method === 'DELETE' ? undefined : { name: 'x', htid: 'bad' });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      // Before any validation of what was sent.
      const res = await call(method, url, reader.auth, method === 'GET' || method === 'DELETE' ? undefined : { name: 'x', htid: 'bad' });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Saved selections are part of the educators\' tool, open to educators with card access.');
    }
  });

  it('saves, lists, opens, renames and deletes a selection', async () => {
    const teacher = await educator();
    const htid = await pairOnAMaterial();
    const created = await call('POST', '/api/selections', teacher.auth, { name: '  Шаббат для 7 «Б»  ', htid: [...htid, htid[0]] });
    expect(created.statusCode).toBe(201);
    const selection = created.json() as Selection;
    expect(selection).toMatchObject({ name: 'Шаббат для 7 «Б»', lang: 'ru', share_token: null });
    expect(selection.hashtags.map((h) => h.id)).toEqual(htid);
    expect(selection.hashtags[0].name).toEqual(expect.any(String));

    const list = (await call('GET', '/api/selections', teacher.auth)).json() as Selection[];
    expect(list.map((s) => s.id)).toEqual([selection.id]);

    // Opening runs the hashtag search: the same answer as the educators' tool.
    const opened = await call('GET', `/api/selections/${selection.id}`, teacher.auth);
    expect(opened.statusCode).toBe(200);
    const tool = await ctx.app.inject({ method: 'POST', url: '/search-hashtags-data', headers: teacher.auth, payload: { lang: 'ru', htid } });
    const results = opened.json().results as HashtagDataGroup[];
    expect(results).toEqual(tool.json());
    expect(results[0].items.length).toBeGreaterThan(0);

    const renamed = await call('PATCH', `/api/selections/${selection.id}`, teacher.auth, { name: 'Суббота' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: selection.id, name: 'Суббота' });
    expect((renamed.json() as Selection).hashtags.map((h) => h.id)).toEqual(htid);
    const narrowed = await call('PATCH', `/api/selections/${selection.id}`, teacher.auth, { htid: [htid[1]] });
    expect(narrowed.json()).toMatchObject({ name: 'Суббота', hashtags: [{ id: htid[1] }] });

    const deleted = await call('DELETE', `/api/selections/${selection.id}`, teacher.auth);
    expect(deleted.json()).toEqual({ success: true, message: 'The selection is deleted.' });
    expect((await call('GET', '/api/selections', teacher.auth)).json()).toEqual([]);
    const gone = await call('GET', `/api/selections/${selection.id}`, teacher.auth);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No such selection.');
  });

  it('validates names and hashtags with clear messages', async () => {
    const teacher = await educator();
    const [a] = await pairOnAMaterial();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ name: '   ', htid: [a] }, { name: ['Enter a name for the selection.'] }],
      [{ name: 'x'.repeat(101), htid: [a] }, { name: ['The name may be at most 100 characters.'] }],
      [{ name: 'Ok', htid: [] }, { htid: ['Choose at least one hashtag.'] }],
      [{ name: 'Ok', htid: [a, 999999] }, { htid: ['Unknown hashtag id(s): 999999.'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await call('POST', '/api/selections', teacher.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    for (const payload of [{}, { name: 'Ok' }, { name: 'Ok', htid: 'a' }, { name: 'Ok', htid: [a], lang: 'de' }]) {
      const res = await call('POST', '/api/selections', teacher.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const created = (await call('POST', '/api/selections', teacher.auth, { name: 'Ok', htid: [a] })).json() as Selection;
    const bad = await call('PATCH', `/api/selections/${created.id}`, teacher.auth, { name: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name: ['Enter a name for the selection.'] });
    expect((await call('GET', '/api/selections/abc', teacher.auth)).statusCode).toBe(422);
  });

  it('keeps each educator\'s selections to themselves', async () => {
    const owner = await educator();
    const other = await educator();
    const [a] = await pairOnAMaterial();
    const { id } = (await call('POST', '/api/selections', owner.auth, { name: 'Моя', htid: [a] })).json() as Selection;
    expect((await call('GET', '/api/selections', other.auth)).json()).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/api/selections/${id}`, undefined],
      ['PATCH', `/api/selections/${id}`, { name: 'Чужая' }],
      ['POST', `/api/selections/${id}/share`, undefined],
      ['DELETE', `/api/selections/${id}/share`, undefined],
      ['DELETE', `/api/selections/${id}`, undefined],
    ] as const) {
      expect((await call(method, url, other.auth, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `/api/selections/${id}`, owner.auth)).json()).toMatchObject({ name: 'Моя' });
  });

  it('shares a selection as a read-only link anyone can open, until sharing stops', async () => {
    const teacher = await educator();
    const htid = await pairOnAMaterial();
    const { id } = (await call('POST', '/api/selections', teacher.auth, { name: 'Для учеников', htid })).json() as Selection;

    const shared = (await call('POST', `/api/selections/${id}/share`, teacher.auth)).json() as Selection;
    expect(shared.share_token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // Sharing again keeps the link.
    expect(((await call('POST', `/api/selections/${id}/share`, teacher.auth)).json() as Selection).share_token).toBe(shared.share_token);

    const open = await ctx.app.inject({ url: `/api/selections/shared/${shared.share_token}` });
    expect(open.statusCode).toBe(200);
    const body = open.json();
    expect(Object.keys(body).sort()).toEqual(['hashtags', 'lang', 'name', 'results']);
    expect(body.name).toBe('Для учеников');
    expect(body.hashtags.map((h: { id: number }) => h.id)).toEqual(htid);
    const mine = (await call('GET', `/api/selections/${id}`, teacher.auth)).json();
    expect(body.results).toEqual(mine.results);

    // A renamed selection keeps its link; a stopped one answers 404, and sharing again gives a new link.
    await call('PATCH', `/api/selections/${id}`, teacher.auth, { name: 'Новое имя' });
    expect((await ctx.app.inject({ url: `/api/selections/shared/${shared.share_token}` })).json().name).toBe('Новое имя');
    const stopped = await call('DELETE', `/api/selections/${id}/share`, teacher.auth);
    expect(stopped.json()).toMatchObject({ share_token: null });
    const closed = await ctx.app.inject({ url: `/api/selections/shared/${shared.share_token}` });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe('This link does not open a selection: it was never shared, or sharing was stopped.');
    const again = (await call('POST', `/api/selections/${id}/share`, teacher.auth)).json() as Selection;
    expect(again.share_token).not.toBe(shared.share_token);

    // The link stops when the owner is no longer an educator, and answers again when access is back.
    await ctx.app.db.query('update users set card_access = 0 where id = $1', [teacher.id]);
    expect((await ctx.app.inject({ url: `/api/selections/shared/${again.share_token}` })).statusCode).toBe(404);
    await ctx.app.db.query('update users set card_access = 1 where id = $1', [teacher.id]);
    expect((await ctx.app.inject({ url: `/api/selections/shared/${again.share_token}` })).statusCode).toBe(200);

    // Deleting the selection ends the link.
    await call('DELETE', `/api/selections/${id}`, teacher.auth);
    expect((await ctx.app.inject({ url: `/api/selections/shared/${again.share_token}` })).statusCode).toBe(404);
  });

  it('answers 404 for unknown links and 422 for malformed ones', async () => {
    expect((await ctx.app.inject({ url: '/api/selections/shared/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    for (const token of ['short', 'has spaces in it here!!', 'x'.repeat(65)]) {
      const res = await ctx.app.inject({ url: `/api/selections/shared/${encodeURIComponent(token)}` });
      expect(res.statusCode, token).toBe(422);
    }
  });

  it('answers the English results for an English selection', async () => {
    const teacher = await educator();
    const { rows } = await ctx.app.db.query<{ id: number; name_en: string }>(
      `select h.id, h.name_en from material_hashtags mh join materials m on m.id = mh.material_id and m.lang = 'en'
       join hashtags h on h.id = mh.hashtag_id order by h.id limit 1`,
    );
    const created = await call('POST', '/api/selections', teacher.auth, { name: 'English', htid: [rows[0].id], lang: 'en' });
    const selection = created.json() as Selection;
    expect(selection).toMatchObject({ lang: 'en', hashtags: [{ id: rows[0].id, name: rows[0].name_en }] });
    const opened = (await call('GET', `/api/selections/${selection.id}`, teacher.auth)).json();
    expect(opened.results[0].title).toBe('Materials');
    for (const item of opened.results[0].items) expect(item.link).toMatch(/^\/en\//);
  });
});
