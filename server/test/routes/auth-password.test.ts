import { describe, expect, it } from 'vitest';
import { useMailingTestApp } from '../helpers.ts';
import { linkParam } from '../mail/smtp.ts';
import { hashToken } from '../../src/plugins/auth.ts';

const PUBLIC_URL = 'https://site.test';
const ctx = useMailingTestApp(PUBLIC_URL);

let counter = 0;
const post = ctx.post;

/** A registered account (password kosher2024) with a signed-in token. */
async function account(lang: 'ru' | 'en' = 'ru') {
  const email = `pw${++counter}-${Date.now()}@example.org`;
  const res = await post('/api/register', { email, password: 'kosher2024', password_confirmation: 'kosher2024', lang, name: 'Мира' });
  expect(res.statusCode).toBe(200);
  return { email, token: res.json().token as string };
}

async function forgotPin(email: string, lang?: 'ru' | 'en') {
  const res = await post('/api/password/forgot', lang ? { email, lang } : { email });
  expect(res.statusCode).toBe(200);
  return linkParam(ctx.smtp.lastTo(email).text, 'pin');
}

const login = (email: string, password: string) => post('/api/login', { email, password });

describe('POST /api/password/forgot', () => {
  it('mails a reset link /{lang}?pin= in the account language, its pin stored only as a hash, valid one hour', async () => {
    const { email } = await account('en');
    const res = await post('/api/password/forgot', { email });
    expect(res.json()).toMatchObject({ success: true });
    const mail = ctx.smtp.lastTo(email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello, Мира!');
    const { link, value: pin } = linkParam(mail.text, 'pin');
    expect(link.startsWith(`${PUBLIC_URL}/en?pin=`)).toBe(true);
    const { rows } = await ctx.app.db.query<{ pin_hash: string; minutes: number }>(
      `select pin_hash, round(extract(epoch from expires_at - created_at) / 60)::int as minutes
       from user_pins where purpose = 'reset_password' and user_id = (select id from users where email = $1)`,
      [email],
    );
    expect(rows).toEqual([{ pin_hash: hashToken(pin), minutes: 60 }]);
  });

  it('uses the lang of the request when given', async () => {
    const { email } = await account('en');
    const { link } = await forgotPin(email, 'ru');
    expect(link.startsWith(`${PUBLIC_URL}/ru?pin=`)).toBe(true);
    expect(ctx.smtp.lastTo(email).subject).toBe('Восстановление пароля');
  });

  it.each([
    [{ email: 'broken' }, 'Invalid e-mail.'],
    [{ email: '' }, 'Enter your e-mail.'],
    [{ email: 'nobody-at-all@example.org' }, 'No account found with that email address.'],
  ])('answers 422 for %j', async (payload, message) => {
    const before = ctx.smtp.messages.length;
    const res = await post('/api/password/forgot', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { email: [message] } });
    expect(ctx.smtp.messages.length).toBe(before);
  });
});

describe('POST /api/password/reset', () => {
  it('sets the password, spends the pin, confirms the e-mail and ends every session', async () => {
    const { email, token } = await account();
    const { value: pin } = await forgotPin(email);
    const res = await post('/api/password/reset', { pin, password: 'newpass2025', password_confirmation: 'newpass2025' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);

    expect((await login(email, 'kosher2024')).statusCode).toBe(422);
    expect((await login(email, 'newpass2025')).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const { rows } = await ctx.app.db.query<{ verified: boolean }>(
      'select email_verified_at is not null as verified from users where email = $1',
      [email],
    );
    expect(rows[0].verified).toBe(true);

    const again = await post('/api/password/reset', { pin, password: 'another2026' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.pin[0]).toMatch(/invalid, has expired or was already used/);
    expect((await login(email, 'newpass2025')).statusCode).toBe(200);
  });

  it('works with the form fields the client sends (password and pin only)', async () => {
    const { email } = await account();
    const { value: pin } = await forgotPin(email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password: 'formpass77', pin }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect((await login(email, 'formpass77')).statusCode).toBe(200);
  });

  it('keeps the session that made the call when it belongs to the same user', async () => {
    const { email, token } = await account();
    const other = (await login(email, 'kosher2024')).json().token;
    const { value: pin } = await forgotPin(email);
    const res = await post('/api/password/reset', { pin, password: 'keepme2025' }, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(401);
  });

  it.each([
    [{ password: '' }, 'password', 'Enter your password.'],
    [{}, 'password', 'Enter your password.'],
    [{ password: 'abc1' }, 'password', 'Password must be more than 8 characters.'],
    [{ password: 'abcdefghij' }, 'password', 'The password must consist of Latin letters, numbers and contain at least 8 characters.'],
    [{ password: '12345678' }, 'password', 'The password must consist of Latin letters, numbers and contain at least 8 characters.'],
    [{ password: 'пароль12345' }, 'password', 'The password must consist of Latin letters, numbers and contain at least 8 characters.'],
    [
      { password: 'goodpass1', password_confirmation: 'goodpass2' },
      'password_confirmation',
      'The passwords you entered do not match. Please re-enter your password.',
    ],
  ])('refuses %j with the spec message and keeps the pin usable', async (fields, field, message) => {
    const { email } = await account();
    const { value: pin } = await forgotPin(email);
    const res = await post('/api/password/reset', { pin, ...fields });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: [message] });
    expect(res.json().message).toBe(message);
    // The refused attempt did not spend the pin.
    expect((await post('/api/password/reset', { pin, password: 'secondtry9' })).statusCode).toBe(200);
  });

  it('answers 422 on the pin for a made-up, missing, expired or superseded pin', async () => {
    for (const payload of [{ pin: 'made-up', password: 'goodpass1' }, { password: 'goodpass1' }]) {
      const res = await post('/api/password/reset', payload);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['pin']);
    }
    const { email } = await account();
    const first = (await forgotPin(email)).value;
    const second = (await forgotPin(email)).value;
    expect((await post('/api/password/reset', { pin: first, password: 'goodpass1' })).statusCode).toBe(422);

    await ctx.app.db.query(
      "update user_pins set expires_at = now() - interval '1 second' where purpose = 'reset_password' and user_id = (select id from users where email = $1)",
      [email],
    );
    expect((await post('/api/password/reset', { pin: second, password: 'goodpass1' })).statusCode).toBe(422);
    expect((await login(email, 'kosher2024')).statusCode).toBe(200);
  });

  it('does not accept a confirmation pin as a reset pin', async () => {
    const { email } = await account();
    const confirmPin = linkParam(ctx.smtp.lastTo(email).text, 'email-pin').value;
    expect((await post('/api/password/reset', { pin: confirmPin, password: 'goodpass1' })).statusCode).toBe(422);
  });
});

describe('POST /api/password/reset/check (issue 19)', () => {
  it('tells whether a reset link works without spending it: good, then used, bad and missing pins', async () => {
    const { email } = await account();
    const { value: pin } = await forgotPin(email);
    const check = (payload: Record<string, unknown>) => post('/api/password/reset/check', payload);
    const good = await check({ pin });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ valid: true });
    // Not spent by the check: the reset still works with it, once.
    expect((await post('/api/password/reset', { pin, password: 'checked2026', password_confirmation: 'checked2026' })).statusCode).toBe(200);
    const used = await check({ pin });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ valid: false, message: expect.stringMatching(/invalid, has expired or was already used/) });
    expect((await check({ pin: 'x'.repeat(32) })).json().valid).toBe(false);
    expect((await check({ pin: 'short' })).json().valid).toBe(false);
    const missing = await check({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.pin[0]).toMatch(/incomplete/);
  });
});

describe('POST /api/user/password', () => {
  it('changes the password with the current one and ends the other sessions only', async () => {
    const { email, token } = await account();
    const other = (await login(email, 'kosher2024')).json().token;
    const auth = { authorization: `Bearer ${token}` };
    const res = await post('/api/user/password', { current_password: 'kosher2024', password: 'changed2025', password_confirmation: 'changed2025' }, auth);
    expect(res.statusCode).toBe(200);
    expect((await login(email, 'changed2025')).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/user', headers: auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(401);
  });

  it('refuses a wrong or missing current password and a bad new one, changing nothing', async () => {
    const { email, token } = await account();
    const auth = { authorization: `Bearer ${token}` };
    const wrong = await post('/api/user/password', { current_password: 'nottheone1', password: 'changed2025', password_confirmation: 'changed2025' }, auth);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    const missing = await post('/api/user/password', { password: 'short', password_confirmation: 'short' }, auth);
    expect(missing.json().errors).toEqual({
      password: ['Password must be more than 8 characters.'],
      current_password: ['Enter your current password.'],
    });
    const mismatch = await post('/api/user/password', { current_password: 'kosher2024', password: 'changed2025' }, auth);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['The passwords you entered do not match. Please re-enter your password.'],
    });
    expect((await login(email, 'kosher2024')).statusCode).toBe(200);
  });

  it('lets an account without a password (social sign-in) set one without a current password', async () => {
    const { rows } = await ctx.app.db.query<{ id: number }>(
      "insert into users (email, email_verified_at) values ('social-only@example.org', now()) returning id",
    );
    const { issueToken } = await import('../../src/plugins/auth.ts');
    const token = await issueToken(ctx.app, rows[0].id);
    const res = await post('/api/user/password', { password: 'firstpass1', password_confirmation: 'firstpass1' }, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect((await login('social-only@example.org', 'firstpass1')).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await post('/api/user/password', { password: 'firstpass1' })).statusCode).toBe(401);
  });
});
