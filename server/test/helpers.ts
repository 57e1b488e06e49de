import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { issueToken } from '../src/plugins/auth.ts';
import { freshDatabase } from './database.ts';
import { startSmtp, type TestSmtp } from './mail/smtp.ts';

export interface TestContext {
  app: App;
  close: () => Promise<void>;
}

/**
 * The whole server on a fresh seeded database, for app.inject(). The API answer cache is off unless a test asks
 * for it (`API_CACHE_ENTRIES`): tests write to the database behind the app's back, which no cache can see
 * (server/test/api-cache.test.ts tests the cache, with the writes going through the app).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const { db, drop } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client'), API_CACHE_ENTRIES: '0', ...env });
  const app = await buildApp({ config, db });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test file's app: built before its tests (beforeAll), closed after them; `ctx.app` is there inside the tests. */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp(env);
  });
  afterAll(() => ctx?.close());
  return {
    get app() {
      if (!ctx) throw new Error('the test app is built in beforeAll: use it inside a test or hook');
      return ctx.app;
    },
    close: () => ctx?.close() ?? Promise.resolve(),
  };
}

/**
 * A test file's app sending its mail to a real SMTP server (mail/smtp.ts), links to `publicUrl`; `post` waits for
 * the mails a call sends after its answer, as a reader waits for the mail.
 */
export function useMailingTestApp(publicUrl: string, env: Record<string, string> = {}) {
  let ctx: TestContext | undefined;
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, RATE_LIMIT_MAX: '1000', ...env });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });
  const app = () => {
    if (!ctx) throw new Error('the test app is built in beforeAll: use it inside a test or hook');
    return ctx.app;
  };
  return {
    get app() {
      return app();
    },
    get smtp() {
      return smtp!;
    },
    async post(url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
      const res = await app().inject({ method: 'POST', url, payload, headers });
      await app().mailer.idle();
      return res;
    },
  };
}

/** A request with a body of its own content type (a form, broken JSON …), as a client may send it. */
export function injectBody(app: App, method: 'POST' | 'PUT' | 'PATCH', url: string, contentType: string, payload: string) {
  return app.inject({ method, url, headers: { 'content-type': contentType }, payload });
}

const UPLOAD_BOUNDARY = 'testuploadboundary';
/** A file uploaded through the console API (POST /api/admin/uploads, multipart) by a staff member's `auth` headers. */
export function uploadFile(app: App, auth: Record<string, string>, kind: 'image' | 'audio', name: string, type: string, bytes: Buffer) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`, ...auth },
    payload: Buffer.concat([
      Buffer.from(`--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
      Buffer.from(`--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${UPLOAD_BOUNDARY}--\r\n`),
    ]),
  });
}

let userCounter = 0;

/** A confirmed user with a bearer token, inserted directly (the account routes are tested on their own). */
export async function createUser(
  app: App,
  fields: { email?: string; name?: string; surname?: string; card_access?: number } = {},
): Promise<{ id: number; email: string; token: string; auth: { authorization: string } }> {
  userCounter += 1;
  const email = fields.email ?? `user${userCounter}-${Date.now()}@example.org`;
  const { rows } = await app.db.query<{ id: number }>(
    `insert into users (email, name, surname, card_access, email_verified_at)
     values ($1, $2, $3, $4, now()) returning id`,
    [email, fields.name ?? 'Test', fields.surname ?? 'User', fields.card_access ?? 0],
  );
  const token = await issueToken(app, rows[0].id);
  return { id: rows[0].id, email, token, auth: { authorization: `Bearer ${token}` } };
}
