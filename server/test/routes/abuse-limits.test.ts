import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig, parseLimitWindows } from '../../src/config.ts';
import { createPin } from '../../src/routes/auth/repository.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { databaseRateLimitStore, loginDelayMs } from '../../src/lib/rate-limit-store.ts';
import { createTestApp, createUser, type TestContext } from '../helpers.ts';

/**
 * The abuse limits (issue 11): every limited call answers 429 with Retry-After and a message once a window is
 * full, per account whatever the address and per address whatever the account; the sign-in delay grows with the
 * failures of one account; an unconfirmed account's comments wait for the confirmation. Small limits here (2 a
 * minute per account, 4 per address), the defaults are checked on the configuration.
 */
const PASSWORD = 'Shalom2026';
const limitsEnv: Record<string, string> = {
  RATE_LIMIT_MAX: '3',
  LOGIN_FREE_FAILURES: '2',
  LOGIN_DELAY_SECONDS: '10',
  LOGIN_MAX_DELAY_SECONDS: '40',
};
for (const call of ['COMMENT', 'CHAT', 'LIKE', 'SHARE', 'CONTACT', 'REGISTER', 'FORGOT', 'RESET', 'CONFIRM']) {
  limitsEnv[`RATE_LIMIT_${call}_ACCOUNT`] = '2/1m,3/1d';
  limitsEnv[`RATE_LIMIT_${call}_ADDRESS`] = '4/1m';
}
limitsEnv.RATE_LIMIT_LOGIN_ADDRESS = '4/1m';

let ctx: TestContext;
let material: { id: number; slug: string };
beforeAll(async () => {
  ctx = await createTestApp(limitsEnv);
  const { rows } = await ctx.app.db.query<{ id: number; slug: string }>(
    "select id, slug from materials where lang = 'ru' order by id limit 1",
  );
  material = rows[0];
});
afterAll(() => ctx.close());

let addressCounter = 0;
/** A client address no other test used. */
const freshAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

type Who = { auth?: { authorization: string }; email?: string; pin?: string };
type Send = (who: Who, address: string) => Promise<LightMyRequestResponse>;

const inject = (app: App, method: 'POST', url: string, payload: object, address: string, headers: Record<string, string> = {}) =>
  app.inject({ method, url, payload, headers, remoteAddress: address });

/** One call of each limited kind, as `who` from `address`. */
const calls: Record<string, Send> = {
  comment: (who, address) => inject(ctx.app, 'POST', `/api/materials/${material.slug}/`, { content: 'Спасибо!' }, address, who.auth),
  chat: (who, address) => inject(ctx.app, 'POST', '/api/user/chat', { text: 'Вопрос' }, address, who.auth),
  like: (who, address) =>
    inject(ctx.app, 'POST', `/api/materials/${material.id}/increase-likes`, {}, address, { 'x-client-id': `client-${address.replace(/\./g, '-')}`, ...who.auth }),
  share: (who, address) => inject(ctx.app, 'POST', `/api/materials/${material.slug}/increase-share`, {}, address, who.auth),
  contact: (who, address) => inject(ctx.app, 'POST', '/api/send-message', { messageText: 'Hello' }, address, who.auth),
  register: (who, address) =>
    inject(ctx.app, 'POST', '/api/register', { email: who.email, password: PASSWORD, password_confirmation: PASSWORD }, address),
  forgot: (who, address) => inject(ctx.app, 'POST', '/api/password/forgot', { email: who.email }, address),
  // A valid link with a password the rules refuse: counted for the link's account, nothing changes.
  reset: (who, address) => inject(ctx.app, 'POST', '/api/password/reset', { pin: who.pin, password: 'short' }, address),
  // A wrong pin of the right form, signed in: a guess counted for the signed-in account.
  confirm: (who, address) => inject(ctx.app, 'POST', '/api/confirm-email', { pin: wrongPin() }, address, who.auth),
};

let pinCounter = 0;
/** A pin of the form createPin makes (32 base64url characters) that no link has. */
const wrongPin = () => `wrong${String(++pinCounter).padStart(27, '0')}`;

/** A confirmed account with the password PASSWORD. */
async function userWithPassword() {
  const user = await createUser(ctx.app);
  await ctx.app.db.query('update users set password_hash = $2 where id = $1', [user.id, await hashPassword(PASSWORD)]);
  return user;
}

/** A signed-in account as each call knows it: a token, its e-mail, a valid reset link. */
async function someone(): Promise<Who> {
  const user = await createUser(ctx.app);
  return { auth: user.auth, email: user.email, pin: await createPin(ctx.app.db, user.id, 'reset_password') };
}

function expectLimited(res: LightMyRequestResponse, lead: RegExp, maxWaitSeconds = 60) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
  const body = res.json() as { message: string };
  expect(Object.keys(body)).toEqual(['message']);
  expect(body.message).toMatch(lead);
  expect(body.message).toMatch(/Please try again in \d+ (second|minute|hour|day)s?\.$/);
}

const LEADS: Record<string, RegExp> = {
  comment: /^You are posting comments too often\./,
  chat: /^You are sending messages too often\./,
  like: /^Too many likes\./,
  share: /^Too many shares\./,
  contact: /^Too many messages to the site team\./,
  register: /^Too many attempts\./,
  forgot: /^Too many attempts\./,
  reset: /^Too many attempts\./,
  confirm: /^Too many attempts\./,
};

describe('per account, whatever the address', () => {
  for (const call of Object.keys(calls)) {
    it(`${call}: the third call of one account in a minute answers 429, from a new address each time`, async () => {
      const who = await someone();
      if (call === 'register') who.email = `new-${Date.now()}-${addressCounter}@example.org`;
      for (let i = 0; i < 2; i += 1) {
        const res = await calls[call](who, freshAddress());
        expect(res.statusCode, `${call} #${i + 1}: ${res.body}`).not.toBe(429);
      }
      expectLimited(await calls[call](who, freshAddress()), LEADS[call]);
      // Another account from the same kind of fresh address is not held back.
      const other = await someone();
      if (call === 'register') other.email = `other-${Date.now()}-${addressCounter}@example.org`;
      expect((await calls[call](other, freshAddress())).statusCode).not.toBe(429);
    });
  }
});

describe('per address, whatever the account', () => {
  for (const call of Object.keys(calls)) {
    it(`${call}: the fifth call from one address in a minute answers 429, each by another account`, async () => {
      const address = freshAddress();
      for (let i = 0; i < 4; i += 1) {
        const who = await someone();
        if (call === 'register') who.email = `addr-${Date.now()}-${i}-${addressCounter}@example.org`;
        const res = await calls[call](who, address);
        expect(res.statusCode, `${call} #${i + 1}: ${res.body}`).not.toBe(429);
      }
      const last = await someone();
      if (call === 'register') last.email = `addr-last-${Date.now()}-${addressCounter}@example.org`;
      const limited = await calls[call](last, address);
      expectLimited(limited, LEADS[call]);
      expect(limited.headers['x-ratelimit-limit']).toBe('4');
      // The same account from another address goes through.
      expect((await calls[call](last, freshAddress())).statusCode).not.toBe(429);
    });
  }

  it('login: the fifth attempt from one address in a minute answers 429, whichever account it tries', async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i += 1) {
      const user = await createUser(ctx.app);
      const res = await inject(ctx.app, 'POST', '/api/login', { email: user.email, password: 'Wrong12345' }, address);
      expect(res.statusCode).toBe(422);
    }
    expectLimited(await inject(ctx.app, 'POST', '/api/login', { email: 'x@example.org', password: 'Wrong12345' }, address), /^Too many attempts\./);
  });
});

describe('e-mail confirmation guesses', () => {
  it('a burst of wrong pins from one address stops at the limit, signed in or not; a right pin from elsewhere still works', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await inject(ctx.app, 'POST', '/api/confirm-email', { pin: wrongPin() }, address)).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429]);
    expectLimited(await inject(ctx.app, 'POST', '/api/confirm-email', { pin: 'not a pin' }, address), /^Too many attempts\./);
    const user = await createUser(ctx.app);
    await ctx.app.db.query('update users set email_verified_at = null where id = $1', [user.id]);
    const pin = await createPin(ctx.app.db, user.id, 'confirm_email');
    expect((await inject(ctx.app, 'POST', '/api/confirm-email', { pin }, freshAddress(), user.auth)).statusCode).toBe(200);
  });

  it('the signed-in account is held after its guesses, even its right pin, from any address', async () => {
    const user = await createUser(ctx.app);
    await ctx.app.db.query('update users set email_verified_at = null where id = $1', [user.id]);
    for (let i = 0; i < 2; i += 1) {
      expect((await inject(ctx.app, 'POST', '/api/confirm-email', { pin: wrongPin() }, freshAddress(), user.auth)).statusCode).toBe(422);
    }
    const pin = await createPin(ctx.app.db, user.id, 'confirm_email');
    expectLimited(await inject(ctx.app, 'POST', '/api/confirm-email', { pin }, freshAddress(), user.auth), /^Too many attempts\./);
    // The link itself still works once the wait is over, or from a browser that is not signed in to that account.
    expect((await inject(ctx.app, 'POST', '/api/confirm-email', { pin }, freshAddress())).statusCode).toBe(200);
  });

  it('has defaults per account and per address', () => {
    const config = loadConfig({});
    expect(config.rateLimits.calls.confirm).toEqual({
      account: [
        { max: 10, windowMs: 3_600_000 },
        { max: 30, windowMs: 86_400_000 },
      ],
      address: [
        { max: 10, windowMs: 60_000 },
        { max: 50, windowMs: 86_400_000 },
      ],
    });
    expect(loadConfig({ RATE_LIMIT_CONFIRM_ADDRESS: 'off' }).rateLimits.calls.confirm.address).toEqual([]);
  });
});

describe('windows', () => {
  it('the day window holds once the minute window has ended', async () => {
    const who = await someone();
    for (let i = 0; i < 2; i += 1) expect((await calls.comment(who, freshAddress())).statusCode).toBe(200);
    expectLimited(await calls.comment(who, freshAddress()), LEADS.comment, 60);
    // The minute is over (its counters end now); the day's third comment passes, the fourth waits a day.
    await ctx.app.db.query("update rate_limits set expires_at = now() where key like 'comment:account:2/60000|%'");
    expect((await calls.comment(who, freshAddress())).statusCode).toBe(200);
    const daily = await calls.comment(who, freshAddress());
    expectLimited(daily, LEADS.comment, 86_400);
    expect(Number(daily.headers['retry-after'])).toBeGreaterThan(3600);
    expect(daily.json().message).toMatch(/in (2[0-4] hours|1 day)\.$/);
  });

  it('the sensitive calls of the plugin\'s own route config (password change) count per address in the same store', async () => {
    const user = await createUser(ctx.app);
    const address = freshAddress();
    const change = () => inject(ctx.app, 'POST', '/api/user/password', { password: 'x' }, address, user.auth);
    for (let i = 0; i < 3; i += 1) expect((await change()).statusCode).toBe(422);
    const limited = await change();
    expectLimited(limited, /^Too many attempts\./);
    const { rows } = await ctx.app.db.query<{ n: number }>("select count(*)::int as n from rate_limits where key like 'POST /api/user/password|%'");
    expect(rows[0].n).toBeGreaterThan(0);
  });
});

describe('the growing delay after failed sign-ins of one account (ASVS 2.2.1)', () => {
  const login = (email: string, password: string) =>
    inject(ctx.app, 'POST', '/api/login', { email, password }, freshAddress());
  /** Moves the last failure of the account `seconds` into the past, as if that long had gone by. */
  const age = (email: string, seconds: number) =>
    ctx.app.db.query(`update rate_limits set updated_at = updated_at - make_interval(secs => $2) where key = $1`, [
      `login-failures|${email.toLowerCase()}`,
      seconds,
    ]);

  it('answers the first failures at once, then makes each attempt wait twice as long, up to a ceiling, from any address', async () => {
    const user = await userWithPassword();
    // The delay follows the address whatever its case.
    const email = user.email.toUpperCase();
    // 2 free failures, then 10 s, 20 s, 40 s, 40 s.
    for (let i = 0; i < 2; i += 1) expect((await login(email, 'Wrong12345')).statusCode).toBe(422);
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      expect((await login(email, 'Wrong12345')).statusCode).toBe(422);
      // Right away, even with the right password and from a new address: 429, the password not looked at.
      const held = await login(email, PASSWORD);
      expectLimited(held, /^Too many failed sign-in attempts for this account\./, 40);
      waits.push(Number(held.headers['retry-after']));
      await age(email, waits.at(-1)!);
    }
    expect(waits).toEqual([10, 20, 40, 40]);
    // The wait is over: the right password signs in, and the account starts afresh.
    const ok = await login(email, PASSWORD);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await login(email, 'Wrong12345')).statusCode).toBe(422);
    expect((await login(email, 'Wrong12345')).statusCode).toBe(422);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('holds unknown addresses the same way, and leaves other accounts alone', async () => {
    const email = `nobody-${Date.now()}@example.org`;
    for (let i = 0; i < 3; i += 1) expect((await login(email, 'Wrong12345')).statusCode).toBe(422);
    expectLimited(await login(email, 'Wrong12345'), /^Too many failed sign-in attempts/, 10);
    const other = await createUser(ctx.app);
    expect((await login(other.email, 'Wrong12345')).statusCode).toBe(422);
  });

  it('a password reset by the mailed link ends the delay', async () => {
    const user = await userWithPassword();
    for (let i = 0; i < 3; i += 1) expect((await login(user.email, 'Wrong12345')).statusCode).toBe(422);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(429);
    const pin = await createPin(ctx.app.db, user.id, 'reset_password');
    const reset = await inject(ctx.app, 'POST', '/api/password/reset', { pin, password: PASSWORD }, freshAddress());
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('computes the delays from the settings', () => {
    const settings = { freeFailures: 3, baseMs: 5000, maxMs: 900_000, forgetMs: 86_400_000 };
    expect([1, 3, 4, 5, 6, 10, 11, 20].map((n) => loginDelayMs(settings, n))).toEqual([
      0, 0, 5000, 10_000, 20_000, 320_000, 640_000, 900_000,
    ]);
  });
});

describe('an account whose e-mail is not confirmed yet', () => {
  it('comments, but the comment waits: hidden from others, in its own reviews, shown once the e-mail is confirmed', async () => {
    const email = `unconfirmed-${Date.now()}@example.org`;
    const registered = await inject(ctx.app, 'POST', '/api/register', { email, password: PASSWORD, password_confirmation: PASSWORD }, freshAddress());
    expect(registered.statusCode).toBe(200);
    const { token, user } = registered.json() as { token: string; user: { id: number; email_verified: boolean } };
    // The confirmation link is made after the answer; the pin made below must be the newest.
    await ctx.app.mailer.idle();
    expect(user.email_verified).toBe(false);
    const auth = { authorization: `Bearer ${token}` };
    const publicList = async () =>
      (await ctx.app.inject({ url: `/api/materials/${material.slug}/comments?lang=ru` })).json() as {
        comments: { content: string }[];
        countComments: number;
      };
    const before = await publicList();

    const text = `Жду подтверждения ${Date.now()}`;
    const posted = await inject(ctx.app, 'POST', `/api/materials/${material.slug}/`, { content: text }, freshAddress(), auth);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ success: true, pending: true, comment: { content: text } });
    expect(posted.json().message).toMatch(/once you confirm your e-mail address/);

    const hidden = await publicList();
    expect(hidden.comments.map((c) => c.content)).not.toContain(text);
    expect(hidden.countComments).toBe(before.countComments);
    const own = await ctx.app.inject({ url: '/api/user/comments', headers: auth });
    expect((own.json() as { comments: { content: string }[] }).comments.map((c) => c.content)).toContain(text);
    // The help chat stays open to it: the way to ask when the mail does not come.
    expect((await inject(ctx.app, 'POST', '/api/user/chat', { text: 'No mail?' }, freshAddress(), auth)).statusCode).toBe(200);

    const pin = await createPin(ctx.app.db, user.id, 'confirm_email');
    // The item's page, cached while the comment waited, drops when the address is confirmed.
    const page = `/ru/materials/${material.slug}`;
    await ctx.app.inject({ url: page });
    expect((await ctx.app.inject({ url: page })).headers['x-render-cache']).toBe('hit');
    expect((await inject(ctx.app, 'POST', '/api/confirm-email', { pin }, freshAddress())).statusCode).toBe(200);
    const rendered = await ctx.app.inject({ url: page });
    expect(rendered.headers['x-render-cache']).toBe('miss');
    expect(rendered.body).toContain(text);
    const shown = await publicList();
    expect(shown.comments.map((c) => c.content)).toContain(text);
    expect(shown.countComments).toBe(before.countComments + 1);
    // Confirmed, a new comment is shown at once and answered without `pending`.
    const next = await inject(ctx.app, 'POST', `/api/materials/${material.slug}/`, { content: `${text} 2` }, freshAddress(), auth);
    expect(next.json()).not.toHaveProperty('pending');
  });
});

describe('the shared store', () => {
  it('two server instances on one database count against the same limits', async () => {
    // A second app on the same database: what a second process on the same PostgreSQL is.
    const second = await buildApp({ config: ctx.app.config, db: ctx.app.db });
    await second.ready();
    try {
      const who = await someone();
      expect((await calls.comment(who, freshAddress())).statusCode).toBe(200);
      const viaSecond = await inject(second, 'POST', `/api/materials/${material.slug}/`, { content: 'Second' }, freshAddress(), who.auth!);
      expect(viaSecond.statusCode).toBe(200);
      expectLimited(await calls.comment(who, freshAddress()), LEADS.comment);
      expectLimited(await inject(second, 'POST', `/api/materials/${material.slug}/`, { content: 'Third' }, freshAddress(), who.auth!), LEADS.comment);
    } finally {
      await second.close();
    }
  });

  it('counts, reads without counting, and applies the plugin\'s continueExceeding and exponentialBackoff', async () => {
    const Store = databaseRateLimitStore(ctx.app.db);
    const incr = (store: InstanceType<typeof Store>, key: string, windowMs: number, max: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, max),
      );
    const read = (store: InstanceType<typeof Store>, key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) => store.read(key, (error, result) => (error ? reject(error) : resolve(result!))));
    const key = `k${Date.now()}`;

    const plain = new Store().child({ bucket: 'unit-plain' });
    expect((await incr(plain, key, 60_000, 2)).current).toBe(1);
    expect((await incr(plain, key, 60_000, 2)).current).toBe(2);
    const third = await incr(plain, key, 60_000, 2);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(55_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    expect((await read(plain, key)).current).toBe(3);
    expect((await read(plain, 'never')).current).toBe(0);
    // Another bucket counts on its own.
    expect((await incr(new Store().child({ bucket: 'unit-other' }), key, 60_000, 2)).current).toBe(1);

    const backoff = new Store({ exponentialBackoff: true }).child({ bucket: 'unit-backoff' });
    for (let i = 0; i < 2; i += 1) await incr(backoff, key, 1000, 2);
    expect(Math.round((await incr(backoff, key, 1000, 2)).ttl / 1000)).toBe(1);
    expect(Math.round((await incr(backoff, key, 1000, 2)).ttl / 1000)).toBe(2);
    expect(Math.round((await incr(backoff, key, 1000, 2)).ttl / 1000)).toBe(4);

    // A window that has ended starts again at one.
    await ctx.app.db.query("update rate_limits set expires_at = now() where key like 'unit-plain|%'");
    expect((await incr(plain, key, 60_000, 2)).current).toBe(1);
  });
});

describe('configuration', () => {
  it('has a default for every call and reads overrides from the environment', () => {
    const config = loadConfig({});
    expect(config.rateLimits.calls.comment).toEqual({
      account: [
        { max: 5, windowMs: 60_000 },
        { max: 50, windowMs: 86_400_000 },
      ],
      address: [
        { max: 30, windowMs: 60_000 },
        { max: 300, windowMs: 86_400_000 },
      ],
    });
    // The sensitive calls' short address window follows RATE_LIMIT_MAX / RATE_LIMIT_WINDOW_SECONDS.
    expect(loadConfig({ RATE_LIMIT_MAX: '200' }).rateLimits.calls.login.address[0]).toEqual({ max: 200, windowMs: 60_000 });
    expect(config.rateLimits.calls.login.account).toEqual([]);
    expect(config.rateLimits.loginDelay).toEqual({ freeFailures: 3, baseMs: 5000, maxMs: 900_000, forgetMs: 86_400_000 });
    expect(loadConfig({ RATE_LIMIT_CHAT_ACCOUNT: 'off' }).rateLimits.calls.chat.account).toEqual([]);
    expect(parseLimitWindows('X', '3/10m, 7/2h,9/30')).toEqual([
      { max: 3, windowMs: 600_000 },
      { max: 7, windowMs: 7_200_000 },
      { max: 9, windowMs: 30_000 },
    ]);
    for (const bad of ['5', '5/', '0/1m', '5/0m', 'five/1m', '5/1w']) {
      expect(() => loadConfig({ RATE_LIMIT_LIKE_ADDRESS: bad }), bad).toThrow(/RATE_LIMIT_LIKE_ADDRESS/);
    }
  });
});
