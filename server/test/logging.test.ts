import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { loggerOptions, redactUrl } from '../src/lib/logging.ts';
import { outboxDir } from '../src/plugins/mail.ts';
import { freshDatabase } from './database.ts';

/** The server with the production logger (lib/logging.ts) writing into `lines`; mail goes to the outbox. */
let app: App;
let dataDir: string;
let drop: () => Promise<void>;
const lines: string[] = [];

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'none'), RATE_LIMIT_MAX: '1000' });
  app = await buildApp({ config, db: fresh.db, logger: loggerOptions('debug', { write: (line) => lines.push(line) }) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The pin of the newest outbox mail's link (`?pin=` or `?email-pin=`); quoted-printable soft breaks undone. */
function lastMailedPin(param: 'pin' | 'email-pin'): string {
  const dir = outboxDir(app.config);
  const newest = fs.readdirSync(dir).sort().at(-1)!;
  const text = fs.readFileSync(path.join(dir, newest), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${param} in ${newest}`);
  return match[1];
}

describe('logs', () => {
  it('register, sign-in, confirmation, reset and pages with pins leave no password, token or pin in the log', async () => {
    const email = `log-${Date.now()}@example.org`;
    const password = 'Kosher2024secret';
    const newPassword = 'Latkes2025secret';
    // Mails go out after the answer: wait for them, as a reader waits for the mail.
    const post = async (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const res = await app.inject({ method: 'POST', url, payload, headers });
      await app.mailer.idle();
      return res;
    };

    const registered = await post('/api/register', { email, password, password_confirmation: password, lang: 'en' });
    expect(registered.statusCode).toBe(200);
    const registerToken: string = registered.json().token;
    const emailPin = lastMailedPin('email-pin');
    // The confirmation link as the browser opens it (its canonical address: no redirect), then the confirmation call.
    expect((await app.inject({ method: 'GET', url: `/en?email-pin=${emailPin}` })).statusCode).toBe(200);
    expect((await post('/api/confirm-email', { pin: emailPin }, { authorization: `Bearer ${registerToken}` })).statusCode).toBe(200);

    expect((await post('/api/login', { email, password: 'wrong-Password-77' })).statusCode).toBe(422);
    const login = await post('/api/login', { email, password });
    expect(login.statusCode).toBe(200);
    const token: string = login.json().token;
    const cookie = `session=${token}`;
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}`, cookie } })).statusCode).toBe(200);
    // A token in a query string (e.g. a client that puts it there by mistake).
    await app.inject({ method: 'GET', url: `/api/user?token=${token}&lang=en` });

    expect((await post('/api/password/forgot', { email, lang: 'en' })).statusCode).toBe(200);
    const resetPin = lastMailedPin('pin');
    expect((await app.inject({ method: 'GET', url: `/en?pin=${resetPin}` })).statusCode).toBe(200);
    const reset = await post('/api/password/reset', { pin: resetPin, password: newPassword, password_confirmation: newPassword });
    expect(reset.statusCode).toBe(200);
    // The same as a form body, and a bad one that fails validation (the error path).
    await app.inject({
      method: 'POST',
      url: '/api/password/reset',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ pin: resetPin, password: newPassword }).toString(),
    });

    const log = lines.join('');
    for (const secret of [password, newPassword, 'wrong-Password-77', registerToken, token, emailPin, resetPin]) {
      expect(log).not.toContain(secret);
    }
    // The log still says what happened: each request, its id, its address with the secret masked, the mail's link.
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const incoming = entries.filter((entry) => entry.msg === 'incoming request');
    expect(incoming.length).toBeGreaterThanOrEqual(10);
    for (const entry of incoming) expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
    const urls = incoming.map((entry) => (entry.req as { url: string }).url);
    expect(urls).toContain('/en?email-pin=[redacted]');
    expect(urls).toContain('/en?pin=[redacted]');
    expect(urls).toContain('/api/user?token=[redacted]&lang=en');
    const mailed = entries.filter((entry) => typeof entry.link === 'string').map((entry) => entry.link);
    expect(mailed).toEqual(expect.arrayContaining([expect.stringMatching(/\/en\?email-pin=\[redacted\]$/), expect.stringMatching(/\/en\?pin=\[redacted\]$/)]));
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed.length).toBe(incoming.length);
  });

  it('masks only the secret parameters of an address', () => {
    expect(redactUrl('/en/materials?tag=3&page=2')).toBe('/en/materials?tag=3&page=2');
    expect(redactUrl('/api/authorize/google/callback?code=abc&state=xyz&iss=https%3A%2F%2Fa')).toBe(
      '/api/authorize/google/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fa',
    );
    expect(redactUrl('https://site.test/ru/?pin=AbC_1-2#top')).toBe('https://site.test/ru/?pin=[redacted]#top');
    expect(redactUrl('/x?PIN=1&email%2Dpin=2&pin')).toBe('/x?PIN=[redacted]&email%2Dpin=[redacted]&pin');
  });
});
