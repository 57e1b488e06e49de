import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { freshDatabase } from './database.ts';

/**
 * Overload protection (plugins/overload.ts) in the whole server listening on a port, with MAX_REQUESTS_IN_FLIGHT=2
 * and test routes whose answers the test releases: the third request at once is answered 503 with Retry-After,
 * without waiting; probes still answer; a place is given back when the answer starts, and when the visitor leaves.
 */
const METRICS_TOKEN = 'overload-test-token-0123456789';
let app: App;
let base: string;
let drop: () => Promise<void>;
let dataDir: string;
const waiting: Array<() => void> = [];
let streams = 0;

beforeAll(async () => {
  const database = await freshDatabase();
  drop = database.drop;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-overload-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    MAX_REQUESTS_IN_FLIGHT: '2',
    METRICS_TOKEN,
  });
  app = await buildApp({ config, db: database.db });
  // Answers when the test says so.
  app.get('/test/held', async () => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { ok: true };
  });
  // Headers and a first chunk at once, then the rest a second later: a long download.
  app.get('/test/stream', async (_request, reply) => {
    streams += 1;
    const body = new Readable({ read() {} });
    body.push('first ');
    setTimeout(() => body.push(null), 1000);
    return reply.type('text/plain').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  for (const resolve of waiting.splice(0)) resolve();
  // The test's keep-alive connections (fetch's pool) are ended with the server.
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const until = async (check: () => boolean) => {
  for (let t = 0; t < 200 && !check(); t++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};
const releaseAll = () => {
  for (const resolve of waiting.splice(0)) resolve();
};

describe('overload protection (MAX_REQUESTS_IN_FLIGHT)', () => {
  it('answers the request over the limit 503 with Retry-After at once, and takes requests again when places free', async () => {
    const held = [fetch(`${base}/test/held`), fetch(`${base}/test/held`)];
    await until(() => waiting.length === 2);
    const started = performance.now();
    const refused = await fetch(`${base}/api/tags`);
    const elapsed = performance.now() - started;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({ message: 'The site is busy right now. Please try again in a few seconds.' });
    expect(elapsed).toBeLessThan(1000);
    // A page is refused the same way; the probes are not.
    const page = await fetch(`${base}/ru/materials`);
    expect(page.status).toBe(503);
    await page.arrayBuffer();
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const metrics = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics).toMatch(/^http_requests_in_flight 2$/m);
    expect(metrics).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/tags",status_code="503"\} 1/);

    releaseAll();
    const answers = await Promise.all(held);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    await Promise.all(answers.map((r) => r.arrayBuffer()));
    expect((await fetch(`${base}/api/tags`)).status).toBe(200);
    expect(app.requestsInFlight()).toBe(0);
  });

  it("renders a page admitted at the limit: the render's own API calls (app.inject) are not refused", async () => {
    const held = fetch(`${base}/test/held`);
    await until(() => waiting.length === 1);
    // The second place: the page; its API calls in process would be the third and fourth.
    const page = await fetch(`${base}/ru/materials`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
    releaseAll();
    const first = await held;
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true });
  });

  it('gives the place of a visitor who left before the answer back', async () => {
    const controllers = [new AbortController(), new AbortController()];
    const held = controllers.map((c) => fetch(`${base}/test/held`, { signal: c.signal }).catch((error: Error) => error));
    await until(() => waiting.length === 2);
    expect((await fetch(`${base}/api/tags`)).status).toBe(503);
    for (const c of controllers) c.abort();
    await Promise.all(held);
    await until(() => app.requestsInFlight() === 0);
    expect((await fetch(`${base}/api/tags`)).status).toBe(200);
    releaseAll();
  });

  it('does not count a long download once its answer has started', async () => {
    const downloads = [await fetch(`${base}/test/stream`), await fetch(`${base}/test/stream`)];
    expect(downloads.map((r) => r.status)).toEqual([200, 200]);
    // Both bodies are still coming (a second each); the instance works on nothing.
    expect(app.requestsInFlight()).toBe(0);
    expect((await fetch(`${base}/api/tags`)).status).toBe(200);
    expect(await Promise.all(downloads.map((r) => r.text()))).toEqual(['first ', 'first ']);
    expect(streams).toBe(2);
  });

  it('is off with MAX_REQUESTS_IN_FLIGHT=0 and on by default', () => {
    expect(loadConfig({ MAX_REQUESTS_IN_FLIGHT: '0' }).maxRequestsInFlight).toBe(0);
    expect(loadConfig({}).maxRequestsInFlight).toBeGreaterThan(0);
    expect(() => loadConfig({ MAX_REQUESTS_IN_FLIGHT: '-1' })).toThrow(/MAX_REQUESTS_IN_FLIGHT/);
  });
});
