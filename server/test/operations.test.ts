import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { freshDatabase } from './database.ts';
import { createTestApp, type TestContext } from './helpers.ts';

const METRICS_TOKEN = 'metrics-test-token-0123456789';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const metrics = () => get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });

describe('/healthz and /readyz', () => {
  it('/healthz answers while the process is up', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database answers and every migration is applied', async () => {
    const res = await get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 503 naming a migration that is not applied', async () => {
    const { rows } = await ctx.app.db.query<{ name: string; applied_at: Date }>(
      'select name, applied_at from schema_migrations order by name desc limit 1',
    );
    await ctx.app.db.query('delete from schema_migrations where name = $1', [rows[0].name]);
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(`Migrations not applied: ${rows[0].name}.`);
    } finally {
      await ctx.app.db.query('insert into schema_migrations (name, applied_at) values ($1, $2)', [rows[0].name, rows[0].applied_at]);
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('/readyz answers 503 when the database does not answer, /healthz still 200', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
    const { db, drop } = await freshDatabase();
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'none') }), db });
    // The database goes away under the running server (closed: every query fails).
    await db.close();
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', message: 'The database does not answer.' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await drop().catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('request ids', () => {
  it('names every answer with a new id, or the one the proxy sent', async () => {
    const first = await get('/api/tags');
    const second = await get('/api/tags');
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const proxied = await get('/api/tags', { 'x-request-id': 'nginx-7f3a9c2e' });
    expect(proxied.headers['x-request-id']).toBe('nginx-7f3a9c2e');
    // Not an id: replaced, never echoed.
    const odd = await get('/api/tags', { 'x-request-id': 'a b\nc' });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('/metrics', () => {
  it('is off (404) without METRICS_TOKEN', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'none') }), db: ctx.app.db });
    try {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/METRICS_TOKEN/);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('asks for the token', async () => {
    expect((await get('/metrics')).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: METRICS_TOKEN })).statusCode).toBe(401);
  });

  it('counts requests and their time by route pattern, database queries, page-cache hits and memory', async () => {
    await get('/api/tags');
    await get('/api/tags');
    await get('/api/materials/no-such-material');
    await get('/en/team');
    await get('/en/team');
    const res = await metrics();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const value = (series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    expect(value('http_request_duration_seconds_count{method="GET",route="/api/tags",status_code="200"}')).toBeGreaterThanOrEqual(2);
    // The pattern, not the address: one series however many slugs are asked for.
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/materials\/:slug\/?",status_code="404"\} 1/);
    expect(text).not.toContain('no-such-material');
    expect(value('http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/tags",status_code="200"}')).toBeGreaterThanOrEqual(2);
    expect(value('page_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(value('page_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    // /en/team is held, in bytes, within the bound.
    expect(value('cache_entries{cache="pages"}')).toBeGreaterThanOrEqual(1);
    expect(value('cache_bytes{cache="pages"}')).toBeGreaterThan(10_000);
    expect(value('cache_bytes{cache="pages"}')).toBeLessThanOrEqual(ctx.app.config.pageCache.maxBytes);
    expect(value('db_query_duration_seconds_count{operation="select"}')).toBeGreaterThan(0);
    expect(value(`db_info{kind="${ctx.app.db.kind}"}`)).toBe(1);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    if (ctx.app.db.kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    else {
      // PGlite answered the queries above in its own thread: busy for a share of the time, none left waiting.
      expect(value('db_thread_busy_ratio')).toBeGreaterThan(0);
      expect(value('db_thread_busy_ratio')).toBeLessThanOrEqual(1);
      expect(value('db_queries_pending')).toBe(0);
    }
  });

  it('lists the probes and /metrics in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/metrics']));
  });
});
