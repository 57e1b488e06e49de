import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../helpers.ts';
import { hashPassword } from '../../src/lib/passwords.ts';

/**
 * Answers made for one person carry `Cache-Control: no-store`, so no browser history or shared proxy keeps them:
 * every answer to a request with a valid token (errors too), and every answer that hands out a token. Visitors'
 * public answers keep their headers, and a route's own Cache-Control wins.
 */
let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  // card_access: the educators' tool (selections) is theirs.
  auth = (await createUser(ctx.app, { card_access: 1 })).auth;
});
afterAll(() => ctx.close());

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('Cache-Control: no-store on personal answers', () => {
  it('on every answer to a signed-in request: user, chat, questionary, sessions, selections, profile, errors', async () => {
    const calls: Array<[Parameters<typeof inject>[0], string, object?, number?]> = [
      ['GET', '/api/user'],
      ['GET', '/api/user/chat'],
      ['POST', '/api/user/chat', { text: 'Здравствуйте' }],
      ['GET', '/api/user/questionary'],
      ['GET', '/api/user/sessions'],
      ['GET', '/api/selections'],
      ['POST', '/api/selections', { title: 'Моя подборка' }, 422],
      ['POST', '/api/user/update', { name: 'Лея' }],
      ['GET', '/api/user/comments'],
      // A validation error and a public route asked by a signed-in reader: made for them too.
      ['POST', '/api/user/password', { password: 'x' }, 422],
      ['GET', '/api/tags?lang=ru'],
    ];
    for (const [method, url, payload, status] of calls) {
      const res = await inject(method, url, auth, payload);
      if (status) expect(res.statusCode, `${method} ${url}`).toBe(status);
      else expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      expect(res.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
  });

  it('on the answers that hand out a token: register and sign-in', async () => {
    const email = `no-store-${Date.now()}@example.org`;
    const register = await inject('POST', '/api/register', {}, { email, password: 'Kosher2024', password_confirmation: 'Kosher2024' });
    expect(register.statusCode).toBe(200);
    expect(register.headers['cache-control']).toBe('no-store');
    const user = await createUser(ctx.app);
    await ctx.app.db.query('update users set password_hash = $2 where id = $1', [user.id, await hashPassword('Right12345')]);
    const login = await inject('POST', '/api/login', {}, { email: user.email, password: 'Right12345' });
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('leaves visitors\' answers as they were, and a route\'s own Cache-Control as the route set it', async () => {
    for (const url of ['/api/tags?lang=ru', '/api/materials?lang=ru', '/api/team?lang=ru']) {
      const res = await inject('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
    // A token that is not valid makes no one signed in: the answer is the visitors' one.
    expect((await inject('GET', '/api/tags?lang=ru', { authorization: 'Bearer not-a-token' })).headers['cache-control']).toBeUndefined();
    const failed = await inject('POST', '/api/login', {}, { email: 'nobody@example.org', password: 'Wrong12345' });
    expect(failed.statusCode).toBe(422);
    expect(failed.headers['cache-control']).toBeUndefined();
    const sitemap = await inject('GET', '/sitemap.xml', auth);
    expect(sitemap.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});
