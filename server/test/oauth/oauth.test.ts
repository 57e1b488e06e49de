import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { createTestApp, createUser, type TestContext } from '../helpers.ts';
import { hashToken } from '../../src/plugins/auth.ts';

const PUBLIC_URL = 'https://site.test';
let mock: OAuth2Server;
let issuer: string;
let ctx: TestContext;

/** Claims the mock provider adds to the tokens it signs, and the body of its userinfo answer. */
let identity: Record<string, unknown> = {};
let userinfo: Record<string, unknown> = {};

beforeAll(async () => {
  mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, '127.0.0.1');
  issuer = `http://127.0.0.1:${mock.address().port}`;
  mock.issuer.url = issuer;
  mock.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, identity));
  mock.service.on(Events.BeforeUserinfo, (response) => {
    response.body = userinfo;
  });
  ctx = await createTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: issuer,
    // Facebook as plain OAuth 2 with explicit endpoints, like the real Graph API.
    FACEBOOK_CLIENT_ID: 'fb-client',
    FACEBOOK_CLIENT_SECRET: 'fb-secret',
    FACEBOOK_AUTHORIZATION_URL: `${issuer}/authorize`,
    FACEBOOK_TOKEN_URL: `${issuer}/token`,
    FACEBOOK_USERINFO_URL: `${issuer}/userinfo`,
  });
});
afterAll(async () => {
  await ctx.close();
  await mock.stop();
});
beforeEach(() => {
  identity = {};
  userinfo = {};
});

type Provider = 'google' | 'facebook';
const entryOf = { google: '/google_auth', facebook: '/fb_auth' } as const;

/** The `name=value` of the state cookie a /google_auth or /fb_auth answer sets (PUBLIC_URL is https: __Host-). */
function stateCookieOf(start: { headers: Record<string, unknown> }, provider: Provider): string {
  const header = String(start.headers['set-cookie']);
  const pair = header.split(';')[0];
  expect(pair.startsWith(`__Host-oauth-state-${provider}=`)).toBe(true);
  return pair;
}

/** Our redirect to the provider, the provider's consent (the mock agrees at once) and its redirect back. */
async function consent(provider: Provider): Promise<{ authorize: URL; back: URL; cookie: string }> {
  const start = await ctx.app.inject({ url: entryOf[provider] });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const answer = await fetch(authorize, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return { authorize, back: new URL(answer.headers.get('location')!), cookie: stateCookieOf(start, provider) };
}

/** What the client page /authorize/{provider}/callback does: posts the query it got to the API, with its cookie. */
const callback = (provider: Provider, payload: Record<string, string>, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/authorize/${provider}/callback`,
    payload,
    headers: cookie ? { cookie } : {},
  });

async function signIn(provider: Provider) {
  const { back, cookie } = await consent(provider);
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/authorize/${provider}/callback`);
  return callback(provider, Object.fromEntries(back.searchParams), cookie);
}

async function socialRows(userId: number) {
  const { rows } = await ctx.app.db.query<{ provider: string; subject: string; email: string }>(
    'select provider, subject, email from social_accounts where user_id = $1 order by id',
    [userId],
  );
  return rows;
}

describe('GET /google_auth and /fb_auth', () => {
  it('redirect to Google with PKCE, a nonce and a random state stored only as a hash for 10 minutes', async () => {
    const res = await ctx.app.inject({ url: '/google_auth' });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${issuer}/authorize`);
    const q = location.searchParams;
    expect(q.get('client_id')).toBe('google-client');
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/authorize/google/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toBeTruthy();
    const state = q.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);

    const { rows } = await ctx.app.db.query<{ provider: string; minutes: number }>(
      `select provider, round(extract(epoch from expires_at - created_at) / 60)::int as minutes
       from oauth_states where state_hash = $1`,
      [hashToken(state)],
    );
    expect(rows).toEqual([{ provider: 'google', minutes: 10 }]);
    const raw = await ctx.app.db.query('select 1 from oauth_states where state_hash = $1', [state]);
    expect(raw.rows).toHaveLength(0);

    const again = new URL((await ctx.app.inject({ url: '/google_auth' })).headers.location as string);
    expect(again.searchParams.get('state')).not.toBe(state);
  });

  it('redirect to Facebook as plain OAuth 2 (no nonce, Facebook scopes)', async () => {
    const res = await ctx.app.inject({ url: '/fb_auth' });
    const q = new URL(res.headers.location as string).searchParams;
    expect(q.get('client_id')).toBe('fb-client');
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/authorize/facebook/callback`);
    expect(q.get('scope')).toBe('email public_profile');
    expect(q.get('nonce')).toBeNull();
  });
});

describe('POST /api/authorize/{provider}/callback', () => {
  it('creates a user from the Google ID token, answers our token, and signs the same person in again later', async () => {
    identity = { sub: 'google-sub-new', email: 'noa.shapiro@gmail.example', email_verified: true, given_name: 'Ноа', family_name: 'Шапиро' };
    const res = await signIn('google');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'noa.shapiro@gmail.example',
      name: 'Ноа',
      surname: 'Шапиро',
      email_verified: true,
      has_password: false,
      social_accounts: [{ provider: 'google', email: 'noa.shapiro@gmail.example', created_at: expect.any(String) }],
    });
    expect(await socialRows(body.user.id)).toEqual([{ provider: 'google', subject: 'google-sub-new', email: 'noa.shapiro@gmail.example' }]);
    const me = await ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json().user.id).toBe(body.user.id);

    const again = await signIn('google');
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(body.user.id);
    expect(again.json().token).not.toBe(body.token);
    const { rows } = await ctx.app.db.query("select id from users where lower(email) = 'noa.shapiro@gmail.example'");
    expect(rows).toHaveLength(1);
    expect(await socialRows(body.user.id)).toHaveLength(1);
  });

  it('links an existing account with the same confirmed e-mail instead of creating another', async () => {
    const existing = await createUser(ctx.app, { email: 'rivka@example.org', name: 'Ривка' });
    await ctx.app.db.query("update users set password_hash = 'kept-hash' where id = $1", [existing.id]);
    identity = { sub: 'google-sub-rivka', email: 'Rivka@Example.org', email_verified: true, given_name: 'Rebecca' };
    const res = await signIn('google');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: existing.id, name: 'Ривка', email: 'rivka@example.org' });
    expect(await socialRows(existing.id)).toEqual([{ provider: 'google', subject: 'google-sub-rivka', email: 'Rivka@Example.org' }]);
    const { rows } = await ctx.app.db.query('select password_hash from users where id = $1', [existing.id]);
    expect(rows[0].password_hash).toBe('kept-hash');
  });

  it('takes over an unconfirmed account with that e-mail: its password and sessions are dropped (pre-hijacking)', async () => {
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'victim@example.org', password: 'attacker1', password_confirmation: 'attacker1' },
    });
    const { token, user } = registered.json();
    identity = { sub: 'google-sub-victim', email: 'victim@example.org', email_verified: true };
    const res = await signIn('google');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email_verified: true, has_password: false });
    expect((await ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'victim@example.org', password: 'attacker1' } });
    expect(login.statusCode).toBe(422);
  });

  it('answers 409 when the provider does not confirm an e-mail that belongs to an account', async () => {
    const existing = await createUser(ctx.app, { email: 'taken@example.org' });
    identity = { sub: 'google-sub-unverified', email: 'taken@example.org', email_verified: false };
    const res = await signIn('google');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
    expect(await socialRows(existing.id)).toEqual([]);
  });

  it('creates an unconfirmed user when the provider does not confirm a new e-mail', async () => {
    identity = { sub: 'google-sub-fresh-unverified', email: 'fresh@example.org', email_verified: false };
    const res = await signIn('google');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'fresh@example.org', email_verified: false });
  });

  it('reads the e-mail from userinfo when the ID token has none, and answers 422 when neither has one', async () => {
    identity = { sub: 'google-sub-userinfo' };
    userinfo = { sub: 'google-sub-userinfo', email: 'from-userinfo@example.org', email_verified: true, name: 'Иосиф Бродский' };
    const res = await signIn('google');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'from-userinfo@example.org', name: 'Иосиф', surname: 'Бродский' });

    identity = { sub: 'google-sub-no-email' };
    userinfo = { sub: 'google-sub-no-email' };
    const none = await signIn('google');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.email[0]).toMatch(/did not share your e-mail/);
  });

  it('signs in with Facebook through the token and userinfo endpoints, in the language of the call', async () => {
    userinfo = { id: '1234567890', email: 'dan.katz@example.org', first_name: 'Dan', last_name: 'Katz' };
    const { back, cookie } = await consent('facebook');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/authorize/facebook/callback?lang=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: back.searchParams.toString(),
    });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ email: 'dan.katz@example.org', name: 'Dan', surname: 'Katz', email_verified: true, lang: 'en' });
    expect(await socialRows(user.id)).toEqual([{ provider: 'facebook', subject: '1234567890', email: 'dan.katz@example.org' }]);
  });

  it('answers 422 for a made-up, reused, expired or other-provider state', async () => {
    identity = { sub: 'google-sub-state', email: 'state@example.org', email_verified: true };
    const { back, cookie } = await consent('google');
    const params = Object.fromEntries(back.searchParams);

    // A state that is not this browser's cookie: refused before the attempt is looked up (it stays usable).
    const madeUp = await callback('google', { ...params, state: 'made-up-state' }, cookie);
    expect(madeUp.statusCode).toBe(422);
    expect(madeUp.json().errors.state[0]).toMatch(/started in another browser/);
    expect((await callback('google', { code: params.code }, cookie)).statusCode).toBe(422);

    expect((await callback('google', params, cookie)).statusCode).toBe(200);
    const reused = await callback('google', params, cookie);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.state[0]).toMatch(/expired or was already used/);

    const expired = await consent('google');
    await ctx.app.db.query("update oauth_states set expires_at = now() - interval '1 second' where state_hash = $1", [
      hashToken(expired.back.searchParams.get('state')!),
    ]);
    expect((await callback('google', Object.fromEntries(expired.back.searchParams), expired.cookie)).statusCode).toBe(422);

    // Google's attempt posted to Facebook's callback: neither Facebook's cookie nor its state.
    const google = await consent('google');
    const facebookCookie = google.cookie.replace('oauth-state-google', 'oauth-state-facebook');
    expect((await callback('facebook', Object.fromEntries(google.back.searchParams), facebookCookie)).statusCode).toBe(422);
  });

  it('answers 403 when the person declines, and spends the state', async () => {
    mock.service.once(Events.BeforeAuthorizeRedirect, ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
      url.searchParams.set('error_description', 'The user denied the request');
    });
    const { back, cookie } = await consent('google');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const params = Object.fromEntries(back.searchParams);
    const res = await callback('google', params, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You declined to sign in with Google.' });
    const { rows } = await ctx.app.db.query('select 1 from oauth_states where state_hash = $1', [hashToken(params.state)]);
    expect(rows).toHaveLength(0);
  });

  it('answers 422 when the provider refuses the code', async () => {
    mock.service.once(Events.BeforeResponse, (response) => {
      response.body = { error: 'invalid_grant', error_description: 'code already used' };
      response.statusCode = 400;
    });
    const res = await signIn('google');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code[0]).toBe('Google did not accept the sign-in. Please try again.');
  });

  it('answers 422 for an unknown provider and wrong types', async () => {
    expect((await callback('twitter' as Provider, { code: 'x', state: 'y' })).statusCode).toBe(422);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/authorize/google/callback', payload: { code: { a: 1 } } });
    expect(res.statusCode).toBe(422);
  });
});

describe('the attempt is bound to the browser that started it (login CSRF) and uses PKCE', () => {
  it('sets an HttpOnly, SameSite=Lax, Secure, __Host- cookie holding the state, for as long as the attempt', async () => {
    for (const provider of ['google', 'facebook'] as const) {
      const start = await ctx.app.inject({ url: entryOf[provider] });
      const state = new URL(start.headers.location as string).searchParams.get('state')!;
      const header = String(start.headers['set-cookie']);
      expect(header).toBe(`__Host-oauth-state-${provider}=${state}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure`);
    }
  });

  it("refuses an attacker's valid code and state posted from another browser, and signs nobody in", async () => {
    for (const provider of ['google', 'facebook'] as const) {
      // The attacker signs in with their own provider account in their own browser, and stops before the callback.
      identity = { sub: `attacker-${provider}`, email: `attacker-${provider}@example.org`, email_verified: true };
      userinfo = { id: `attacker-${provider}`, email: `attacker-${provider}@example.org` };
      const attacker = await consent(provider);
      const params = Object.fromEntries(attacker.back.searchParams);
      // The victim's browser posts them: without any cookie, and with its own attempt's cookie.
      const victim = await consent(provider);
      for (const cookie of [undefined, victim.cookie, `${victim.cookie}; other=1`]) {
        const res = await callback(provider, params, cookie);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.state[0]).toMatch(/started in another browser/);
        expect(res.json().token).toBeUndefined();
        // The victim's browser forgets its attempt too.
        expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^__Host-oauth-state-${provider}=; Path=/; Max-Age=0;`));
      }
      const { rows } = await ctx.app.db.query('select 1 from users where lower(email) = $1', [`attacker-${provider}@example.org`]);
      expect(rows).toHaveLength(0);
      // The same code and state from the attacker's own browser still work: the refusal was about the browser.
      const own = await callback(provider, params, attacker.cookie);
      expect(own.statusCode).toBe(200);
      expect(String(own.headers['set-cookie'])).toMatch(/Max-Age=0/);
      // It hands out a token: no cache may keep it.
      expect(own.headers['cache-control']).toBe('no-store');
    }
  });

  it('sends an S256 code challenge to both providers and the matching verifier with the code', async () => {
    const verifiers: string[] = [];
    const record = (_response: unknown, req: { body: Record<string, string> }) => verifiers.push(req.body.code_verifier);
    mock.service.on(Events.BeforeResponse, record);
    try {
      for (const provider of ['google', 'facebook'] as const) {
        identity = { sub: `pkce-${provider}`, email: `pkce-${provider}@example.org`, email_verified: true };
        userinfo = { id: `pkce-${provider}`, email: `pkce-${provider}@example.org` };
        const { authorize, back, cookie } = await consent(provider);
        expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
        const challenge = authorize.searchParams.get('code_challenge')!;
        expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect((await callback(provider, Object.fromEntries(back.searchParams), cookie)).statusCode).toBe(200);
        const verifier = verifiers.at(-1)!;
        expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
        expect(crypto.createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
      }
    } finally {
      mock.service.off(Events.BeforeResponse, record);
    }
  });
});

describe('providers that are not configured or not reachable', () => {
  let other: TestContext;
  beforeAll(async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    other = await createTestApp({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(() => other.close());

  it('sends the browser back with error=temporarily_unavailable for a provider without credentials (no JSON page)', async () => {
    const res = await other.app.inject({ url: '/fb_auth' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/authorize/facebook/callback?error=temporarily_unavailable');
    expect(res.headers['cache-control']).toBe('no-store');
    const cb = await other.app.inject({ method: 'POST', url: '/api/authorize/facebook/callback', payload: { code: 'x', state: 'y' } });
    expect(cb.statusCode).toBe(503);
  });

  it('sends the browser back the same way when the provider cannot be reached, and stores no state', async () => {
    const res = await other.app.inject({ url: '/google_auth' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/authorize/google/callback?error=temporarily_unavailable');
    expect(res.headers['set-cookie']).toBeUndefined();
    const { rows } = await other.app.db.query('select 1 from oauth_states');
    expect(rows).toHaveLength(0);
  });

  it('names only the configured providers in the pages\' site configuration', async () => {
    const page = await other.app.inject({ url: '/ru/about-project' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"signInProviders":["google"]');
    const both = await ctx.app.inject({ url: '/en/about-project' });
    expect(both.body).toContain('"signInProviders":["google","facebook"]');
  });
});
