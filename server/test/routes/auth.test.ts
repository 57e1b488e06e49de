import { describe, expect, it } from 'vitest';
import { createUser, useMailingTestApp } from '../helpers.ts';
import { linkParam } from '../mail/smtp.ts';
import { hashToken } from '../../src/plugins/auth.ts';
import { DEMO_USER } from '../../src/db/seed/demo-users.ts';

const PUBLIC_URL = 'https://site.test';
const ctx = useMailingTestApp(PUBLIC_URL);

let counter = 0;
const newEmail = () => `reader${++counter}-${Date.now()}@example.org`;

const post = ctx.post;

const register = (fields: Record<string, unknown>) =>
  post('/api/register', { password: 'kosher2024', password_confirmation: 'kosher2024', ...fields });

async function userRow(email: string) {
  const { rows } = await ctx.app.db.query<{
    id: number;
    password_hash: string | null;
    email_verified_at: Date | null;
    name: string | null;
    lang: string;
  }>('select id, password_hash, email_verified_at, name, lang from users where lower(email) = lower($1)', [email]);
  return rows[0];
}

describe('POST /api/register', () => {
  it('creates an unconfirmed user with an argon2id hash, signs it in and mails a Russian confirmation link', async () => {
    const email = newEmail();
    const res = await register({ email, name: ' Давид ', surname: 'Коэн' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.user).toMatchObject({ email, name: 'Давид', surname: 'Коэн', email_verified: false, card_access: 0, has_password: true });
    expect(body.message).toContain(email);

    const row = await userRow(email);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.email_verified_at).toBeNull();
    expect(row.lang).toBe('ru');

    const mail = ctx.smtp.lastTo(email);
    expect(mail.subject).toBe('Подтвердите адрес электронной почты');
    expect(mail.text).toContain('Здравствуйте, Давид!');
    const { link, value: pin } = linkParam(mail.text, 'email-pin');
    expect(link.startsWith(`${PUBLIC_URL}/ru?email-pin=`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);

    // Only the pin's hash is stored, expiring in 48 hours.
    const pins = await ctx.app.db.query<{ pin_hash: string; hours: number }>(
      `select pin_hash, round(extract(epoch from expires_at - created_at) / 3600)::int as hours
       from user_pins where user_id = $1 and purpose = 'confirm_email'`,
      [row.id],
    );
    expect(pins.rows).toEqual([{ pin_hash: hashToken(pin), hours: 48 }]);

    // The token works: GET /api/user answers this user.
    const me = await ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json().user.id).toBe(row.id);
  });

  it('mails in English with an /en link when lang is en, and remembers the language', async () => {
    const email = newEmail();
    expect((await register({ email, lang: 'en' })).statusCode).toBe(200);
    const mail = ctx.smtp.lastTo(email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toContain('Hello!');
    expect(linkParam(mail.text, 'email-pin').link.startsWith(`${PUBLIC_URL}/en?email-pin=`)).toBe(true);
    expect((await userRow(email)).lang).toBe('en');
  });

  it('accepts an urlencoded form and a multipart form', async () => {
    const email = newEmail();
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: 'kosher2024', password_confirmation: 'kosher2024' }).toString(),
    });
    expect(form.statusCode).toBe(200);
    expect(await userRow(email)).toBeDefined();

    const email2 = newEmail();
    const boundary = 'xyzBOUNDARY';
    const fields = { email: email2, password: 'kosher2024', password_confirmation: 'kosher2024' };
    const multipart =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    });
    expect(res.statusCode).toBe(200);
    expect(await userRow(email2)).toBeDefined();
  });

  it.each([
    [{ email: '' }, 'email', 'Enter your e-mail.'],
    [{ email: 'not-an-email' }, 'email', 'Invalid e-mail.'],
    [{ email: 'a@b' }, 'email', 'Invalid e-mail.'],
    [{ email: 'x@example.org', password: '', password_confirmation: '' }, 'password', 'Enter your password.'],
    [{ email: 'x@example.org', password: 'ab12', password_confirmation: 'ab12' }, 'password', 'Password must be more than 8 characters.'],
    [
      { email: 'x@example.org', password: 'onlyletters', password_confirmation: 'onlyletters' },
      'password',
      'The password must consist of Latin letters, numbers and contain at least 8 characters.',
    ],
    [
      { email: 'x@example.org', password: '1234567890', password_confirmation: '1234567890' },
      'password',
      'The password must consist of Latin letters, numbers and contain at least 8 characters.',
    ],
    [
      { email: 'x@example.org', password: 'kosher2024', password_confirmation: 'kosher2025' },
      'password_confirmation',
      'The passwords you entered do not match. Please re-enter your password.',
    ],
    [
      { email: 'x@example.org', password: 'kosher2024', password_confirmation: undefined },
      'password_confirmation',
      'The passwords you entered do not match. Please re-enter your password.',
    ],
  ])('answers 422 for %j with the message on %s', async (fields, field, message) => {
    const res = await register(fields);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors[field]).toEqual([message]);
    expect(body.message).toBeTruthy();
    expect(await userRow('x@example.org')).toBeUndefined();
  });

  it('answers every message at once for an empty body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Enter your e-mail.'], password: ['Enter your password.'] });
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    const email = newEmail();
    expect((await register({ email })).statusCode).toBe(200);
    const again = await register({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email[0]).toMatch(/already exists/);
    const { rows } = await ctx.app.db.query('select id from users where lower(email) = lower($1)', [email]);
    expect(rows).toHaveLength(1);
  });

  it('answers 422, not 500, for huge fields, wrong types and an unknown lang', async () => {
    for (const fields of [
      { email: `${'a'.repeat(300)}@example.org` },
      { email: newEmail(), password: 'a1'.repeat(150), password_confirmation: 'a1'.repeat(150) },
      { email: newEmail(), name: 'x'.repeat(101) },
      { email: newEmail(), lang: 'de' },
      { email: { nested: true } },
    ]) {
      const res = await register(fields);
      expect(res.statusCode, JSON.stringify(fields).slice(0, 60)).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('POST /api/confirm-email', () => {
  async function registeredWithPin() {
    const email = newEmail();
    await register({ email });
    return { email, pin: linkParam(ctx.smtp.lastTo(email).text, 'email-pin').value };
  }

  it('confirms the address once; the same pin then answers 422', async () => {
    const { email, pin } = await registeredWithPin();
    const res = await post('/api/confirm-email', { pin });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await userRow(email)).email_verified_at).toBeInstanceOf(Date);

    const again = await post('/api/confirm-email', { pin });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.pin[0]).toMatch(/invalid, has expired or was already used/);
  });

  it('takes the pin from an urlencoded form, as the client sends it', async () => {
    const { email, pin } = await registeredWithPin();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/confirm-email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `pin=${encodeURIComponent(pin)}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await userRow(email)).email_verified_at).not.toBeNull();
  });

  it('answers 422 for an unknown, empty, missing or expired pin, and for a reset pin', async () => {
    for (const payload of [{ pin: 'made-up-pin' }, { pin: '' }, {}, { pin: 'x'.repeat(5000) }]) {
      const res = await post('/api/confirm-email', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
    const { email, pin } = await registeredWithPin();
    await ctx.app.db.query(
      "update user_pins set expires_at = now() - interval '1 second' where user_id = (select id from users where email = $1)",
      [email],
    );
    expect((await post('/api/confirm-email', { pin })).statusCode).toBe(422);
    expect((await userRow(email)).email_verified_at).toBeNull();

    await post('/api/password/forgot', { email });
    const resetPin = linkParam(ctx.smtp.lastTo(email).text, 'pin').value;
    expect((await post('/api/confirm-email', { pin: resetPin })).statusCode).toBe(422);
  });

  it('mails a new link on request; the old one stops working', async () => {
    const email = newEmail();
    const token = (await register({ email })).json().token as string;
    const oldPin = linkParam(ctx.smtp.lastTo(email).text, 'email-pin').value;
    const res = await post('/api/confirm-email/resend', {}, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    const newPin = linkParam(ctx.smtp.lastTo(email).text, 'email-pin').value;
    expect(newPin).not.toBe(oldPin);
    expect((await post('/api/confirm-email', { pin: oldPin })).statusCode).toBe(422);
    expect((await post('/api/confirm-email', { pin: newPin })).statusCode).toBe(200);
    const done = await post('/api/confirm-email/resend', {}, { authorization: `Bearer ${token}` });
    expect(done.statusCode).toBe(422);
    expect(done.json().message).toBe('Your e-mail address is already confirmed.');
  });
});

describe('POST /api/login', () => {
  it('signs in the demo account: token plus the same data as GET /api/user', async () => {
    const res = await post('/api/login', { email: DEMO_USER.email, password: DEMO_USER.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: DEMO_USER.email, card_access: 1, email_verified: true });
    const me = await ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${body.token}` } });
    const { token, ...rest } = body;
    expect(token).toBeTruthy();
    expect(rest).toEqual(me.json());
  });

  it('accepts the e-mail in any case and with spaces around, and an unconfirmed account', async () => {
    const email = newEmail();
    await register({ email });
    const res = await post('/api/login', { email: `  ${email.toUpperCase()} `, password: 'kosher2024' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, email_verified: false });
  });

  it.each([
    [{ email: 'nope', password: 'whatever1' }, 'email', 'Invalid e-mail.'],
    [{ email: DEMO_USER.email, password: 'short1' }, 'password', 'The password is too short. Please use at least 8 characters.'],
    [{ email: DEMO_USER.email, password: '' }, 'password', 'Enter your password.'],
    [{ email: 'nobody-here@example.org', password: 'whatever1' }, 'email', 'No account found with that email address.'],
    [{ email: DEMO_USER.email, password: 'wrong-password-1' }, 'password', 'Incorrect password. Please try again or reset your password.'],
  ])('answers 422 for %j with the message on %s', async (payload, field, message) => {
    const res = await post('/api/login', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it('tells an account made by social sign-in (no password) to use that button', async () => {
    const user = await createUser(ctx.app);
    const res = await post('/api/login', { email: user.email, password: 'anything123' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password[0]).toMatch(/Google or Facebook/);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token of the call only; later calls with it answer 401', async () => {
    const first = (await post('/api/login', { email: DEMO_USER.email, password: DEMO_USER.password })).json().token;
    const second = (await post('/api/login', { email: DEMO_USER.email, password: DEMO_USER.password })).json().token;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${first}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const { rows } = await ctx.app.db.query('select 1 from user_tokens where token_hash = $1', [hashToken(first)]);
    expect(rows).toHaveLength(0);
    expect((await ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${first}` } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${second}` } })).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${first}` } });
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 without a token, and accepts an empty form body', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
    const user = await createUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...user.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });
});
