import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../helpers.ts';
import { linkParam, parseMail, startSmtp } from './smtp.ts';
import { outboxDir } from '../../src/plugins/mail.ts';
import { confirmEmailMail, resetPasswordMail } from '../../src/routes/auth/mails.ts';
import { DEMO_USER } from '../../src/db/seed/demo-users.ts';

const contexts: TestContext[] = [];
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
});

async function app(env: Record<string, string> = {}) {
  const ctx = await createTestApp({ PUBLIC_URL: 'https://site.test', RATE_LIMIT_MAX: '1000', ...env });
  contexts.push(ctx);
  return ctx;
}

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the mail plugin', () => {
  it('without SMTP_URL writes each message as an .eml file into DATA_DIR/outbox', async () => {
    const ctx = await app();
    expect(ctx.app.mailer.mode).toBe('outbox');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: DEMO_USER.email } });
    expect(res.statusCode).toBe(200);
    // The mail is written after the answer.
    await ctx.app.mailer.idle();
    const dir = outboxDir(ctx.app.config);
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = parseMail(fs.readFileSync(path.join(dir, files[0]), 'utf8'));
    expect(mail.headers.to).toBe(DEMO_USER.email);
    expect(mail.headers.from).toContain('no-reply@localhost');
    expect(mail.subject).toBe('Восстановление пароля');
    const { link, value } = linkParam(mail.text, 'pin');
    expect(link.startsWith('https://site.test/ru?pin=')).toBe(true);
    // The pin of the file is the real one: it resets the password.
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/password/reset', payload: { pin: value, password: 'outbox2025' } });
    expect(reset.statusCode).toBe(200);
  });

  it('with SMTP_URL sends through SMTP from MAIL_FROM', async () => {
    const smtp = await startSmtp();
    try {
      const ctx = await app({ SMTP_URL: smtp.url, MAIL_FROM: 'Site team <team@site.test>' });
      expect(ctx.app.mailer.mode).toBe('smtp');
      await ctx.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: DEMO_USER.email, lang: 'en' } });
      await ctx.app.mailer.idle();
      const mail = smtp.lastTo(DEMO_USER.email);
      expect(mail.headers.from).toBe('Site team <team@site.test>');
      expect(mail.subject).toBe('Reset your password');
      expect(fs.existsSync(outboxDir(ctx.app.config))).toBe(false);
    } finally {
      await smtp.close();
    }
  });

  it('when the SMTP server cannot be reached, forgot and registration answer as usual and the failure is logged', async () => {
    // The mails go out after the answer (its timing must not tell whether the address has an account), so a failed
    // one cannot change the answer: it is logged, and the reader asks again (forgot) or for a new link (resend).
    const ctx = await app({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const logged = vi.spyOn(ctx.app.log, 'error');
    const forgot = await ctx.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: DEMO_USER.email } });
    expect(forgot.statusCode).toBe(200);

    const email = 'smtp-down@example.org';
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email, password: 'kosher2024', password_confirmation: 'kosher2024' },
    });
    expect(register.statusCode).toBe(200);
    const { rows } = await ctx.app.db.query('select 1 from users where email = $1', [email]);
    expect(rows).toHaveLength(1);
    await ctx.app.mailer.idle();
    const failures = logged.mock.calls.filter((call) => call[1] === 'mail not sent').map((call) => (call[0] as { mail: string }).mail);
    expect(failures.sort()).toEqual(['confirm_email', 'reset_password']);

    // Asked for while signed in, a new confirmation link still says at once that it could not be sent.
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/confirm-email/resend',
      headers: { authorization: `Bearer ${register.json().token}` },
    });
    expect(resend.statusCode).toBe(503);
    expect(resend.json().message).toBe('We could not send the e-mail right now. Please try again later.');
  });
});

describe('mail texts', () => {
  const link = 'https://site.test/ru/?email-pin=abc';
  it.each([
    ['ru', confirmEmailMail, 'Подтвердите адрес электронной почты', '48 часов'],
    ['en', confirmEmailMail, 'Confirm your e-mail address', '48 hours'],
    ['ru', resetPasswordMail, 'Восстановление пароля', 'один час'],
    ['en', resetPasswordMail, 'Reset your password', 'one hour'],
  ] as const)('%s: %s', (lang, compose, subject, validity) => {
    const mail = compose(lang, 'a@example.org', null, link);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(validity);
    expect(mail.html).toContain(`<a href="${link}">`);
  });

  it('escapes the name in the HTML part', () => {
    const mail = confirmEmailMail('en', 'a@example.org', '<b>Eve</b>', link);
    expect(mail.html).toContain('Hello, &#60;b&#62;Eve&#60;/b&#62;!');
    expect(mail.html).not.toContain('<b>Eve');
  });
});
