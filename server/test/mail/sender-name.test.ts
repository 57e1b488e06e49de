import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers.ts';
import { decodeEncodedWords, parseMail } from './smtp.ts';
import { outboxDir } from '../../src/plugins/mail.ts';
import { DEMO_USER } from '../../src/db/seed/demo-users.ts';

const contexts: TestContext[] = [];
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
});

/** The From header of the one mail a forgot-password request in `lang` wrote into the outbox. */
async function senderOf(lang: 'ru' | 'en', env: Record<string, string> = {}) {
  const ctx = await createTestApp({ PUBLIC_URL: 'https://site.test', RATE_LIMIT_MAX: '1000', ...env });
  contexts.push(ctx);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: DEMO_USER.email, lang } });
  expect(res.statusCode).toBe(200);
  await ctx.app.mailer.idle();
  const dir = outboxDir(ctx.app.config);
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
  expect(files).toHaveLength(1);
  return decodeEncodedWords(parseMail(fs.readFileSync(path.join(dir, files[0]), 'utf8')).headers.from);
}

describe("the mails' sender name (issue 19)", () => {
  // An app per case, each started on a fresh database: more than the default 20 s on a busy machine.
  it('a Russian mail comes from «Еврейская культура» at MAIL_FROM’s address', { timeout: 90_000 }, async () => {
    expect(await senderOf('ru', { MAIL_FROM: 'Site team <team@site.test>' })).toMatch(/^"?Еврейская культура"? <team@site.test>$/);
  });

  it('by default too: «Еврейская культура» <no-reply@localhost>', { timeout: 90_000 }, async () => {
    expect(await senderOf('ru')).toMatch(/^"?Еврейская культура"? <no-reply@localhost>$/);
  });

  it('an English mail keeps MAIL_FROM as it is', { timeout: 90_000 }, async () => {
    expect(await senderOf('en', { MAIL_FROM: 'Site team <team@site.test>' })).toBe('Site team <team@site.test>');
  });
});
