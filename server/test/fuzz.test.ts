import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from './helpers.ts';
import { issueToken } from '../src/plugins/auth.ts';
import { hashPassword } from '../src/lib/passwords.ts';

/**
 * Properties: whatever a client sends to any route of the app, the answer is never a 500, nor any 5xx that the route
 * does not document (a few routes answer 502/503 on purpose when a mail server or sign-in provider is missing or
 * unreachable: the server's state, not the client's input, and listed in their OpenAPI responses). The routes come from the
 * OpenAPI document, so a new route is fuzzed without touching this file. Values are drawn both from each route's
 * own schema (so many requests get past validation and reach the handlers and the database) and from anything at
 * all (wrong types, NUL and control characters, huge strings, operators, broken JSON, odd content types).
 */

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

interface Operation {
  responses?: Record<string, unknown>;
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

interface Route {
  method: string;
  path: string;
  op: Operation;
}

/** Random requests a route (fast-check runs), besides the fixed malformed bodies below for every body route. */
const RUNS_PER_ROUTE = 50;
/** One seed for the whole run, so a failure is reproduced by running the file again (FUZZ_SEED=n tries another). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Bodies no client should send, each with its content type: truncated and boundary-less multipart, broken part
 * headers, a JSON field that is not JSON, broken and prototype-polluting JSON, bad percent-encoding in a form,
 * charsets and types the server does not take, a body over the limit.
 */
const MALFORMED_BODIES: [string, string][] = [
  ['multipart/form-data; boundary=x', '--x'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--x\r\nContent-Disp'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated'],
  ['multipart/form-data; boundary=x', '--x\r\nno header here\r\n\r\nv\r\n--x--\r\n'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Type: application/json\r\nContent-Disposition: form-data; name="a"\r\n\r\n{bad\r\n--x--\r\n'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nv\r\n--x--\r\n'],
  ['multipart/form-data', 'a=1'],
  ['multipart/form-data; boundary=' + 'b'.repeat(300), '--x--'],
  ['application/json', '{"a":'],
  ['application/json', ''],
  ['application/json', '{"__proto__":{"admin":true}}'],
  ['application/json', '{"constructor":{"prototype":{"admin":true}}}'],
  ['application/json', '['.repeat(5000)],
  ['application/json; charset=utf-16', '{}'],
  ['application/x-www-form-urlencoded', '%%%&a=%E0%A4%A&=&&b'],
  ['application/x-www-form-urlencoded', '__proto__[admin]=1&constructor[prototype][admin]=1'],
  ['application/xml', '<a/>'],
  ['text/plain', 'hello'],
  ['', 'x'],
  ['application/json', JSON.stringify({ a: 'x'.repeat(1024 * 1024) })],
];

let ctx: TestContext;
let routes: Route[];
let userId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  userId = (await createUser(ctx.app, { card_access: 1 })).id;
  // a password no fuzzed value guesses: DELETE /api/user (delete my account) asks for it, so this user stays
  await ctx.app.db.query('update users set password_hash = $2 where id = $1', [userId, await hashPassword(crypto.randomUUID())]);
  // an admin: the editorial console's routes (/api/admin) are fuzzed past their role check too
  await ctx.app.db.query("insert into user_roles (user_id, role) values ($1, 'admin')", [userId]);
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => ctx.close());

const nasty = fc.constantFrom(
  '', ' ', '\u0000', 'a\u0000b', '\u0007\u001b[31m', '%00', '%', '%%', '../../etc/passwd', '<script>alert(1)</script>',
  "' or 1=1 --", '"; drop table users; --', '& | ! : * ( ) <->', 'a:* & b:A', '\\', '{}', '[]', '[1,', 'null', 'NaN',
  '-1', '0', '1e309', 'Infinity', '-Infinity', '99999999999999999999', '2147483648', '-2147483649', '1.5', 'true', 'ё', '🕎🕯️', '\uD800',
  'x'.repeat(5000), 'слово '.repeat(300), 'shabbat', 'autumn-holidays', 'bereshit-1', 'about', 'ru', 'en',
);

const anyScalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  nasty,
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyScalar },
  { weight: 1, arbitrary: fc.array(anyScalar, { maxLength: 30 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyScalar, { maxKeys: 4 }) },
);

/** A value that fits `schema` (or sits right on its edges), so the request gets past validation. */
function fitting(schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return anyValue;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(fitting));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 }),
        fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 2 ** 31 - 1, 1, 2, 3),
      );
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fitting(schema.items), { maxLength: 5 });
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, fitting(v)])), {
        requiredKeys: [],
      });
    default:
      return fc.oneof(
        fc.string({ maxLength: Math.min(schema.maxLength ?? 60, 60) }),
        fc.constantFrom('shabbat', 'autumn-holidays', 'bereshit-1', 'about', 'jerusalem', 'user@example.org', 'Passw0rd1'),
      );
  }
}

/** Mostly a value that fits, else anything at all. */
const valueFor = (schema: Schema | undefined) =>
  fc.oneof({ weight: 3, arbitrary: fitting(schema) }, { weight: 1, arbitrary: anyValue });

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function requestFor(route: Route) {
  const params = route.op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = route.op.requestBody?.content['application/json']?.schema;
  return fc.record({
    path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, valueFor(p.schema).map(asText)]))),
    query: fc.record(
      {
        ...Object.fromEntries(queryParams.map((p) => [p.name, valueFor(p.schema).map(asText)])),
        extra: fc.string({ maxLength: 10 }),
      },
      { requiredKeys: [] },
    ),
    body: valueFor(bodySchema),
    // Sometimes a path segment is sent as raw, badly percent-encoded bytes, as a broken client might.
    rawSegment: fc.option(fc.constantFrom('%E0%A4%A', '%C0%AF', '%', '%zz', '..%2F..', '%00', '%FF%FE'), { freq: 5 }),
    encoding: fc.constantFrom('json', 'json', 'form', 'multipart', 'broken-json', 'broken-multipart', 'text', 'none'),
    signedIn: fc.constantFrom(true, true, true, false),
  });
}

type FuzzRequest = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

let readToken: string | undefined;
/**
 * A token for a signed-in request: a fresh one for a request that may write (a fuzzed POST /api/logout revokes the
 * one it was sent with, a password change the others), one kept between writes for reads. Issuing a token is two
 * writes (stored, then first used): a fresh one for each request took half of this file's time.
 */
async function tokenFor(method: string) {
  if (method !== 'GET') {
    readToken = undefined;
    return issueToken(ctx.app, userId);
  }
  readToken ??= await issueToken(ctx.app, userId);
  return readToken;
}

async function inject(route: Route, request: FuzzRequest) {
  // A lone surrogate cannot be percent-encoded: no client can send one, so it becomes U+FFFD like in a browser.
  const segment = (value: string | undefined) =>
    encodeURIComponent((value ?? 'x').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')) || 'x';
  const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => request.rawSegment ?? segment(request.path[name]));
  const headers: Record<string, string> = request.signedIn ? { authorization: `Bearer ${await tokenFor(route.method)}` } : {};
  const body = request.body;
  let payload: string | undefined;
  switch (request.encoding) {
    case 'json':
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body) ?? 'null';
      break;
    case 'form':
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(
        body && typeof body === 'object' ? Object.entries(body).map(([k, v]) => [k, asText(v)]) : [['value', asText(body)]],
      ).toString();
      break;
    case 'multipart': {
      const boundary = 'fuzzboundary';
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
      const fields = body && typeof body === 'object' ? Object.entries(body) : [['value', body]];
      payload =
        fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${asText(v)}\r\n`).join('') +
        `--${boundary}--\r\n`;
      break;
    }
    case 'broken-multipart': {
      // the same fields as 'multipart', cut somewhere before the closing boundary
      headers['content-type'] = 'multipart/form-data; boundary=fuzzboundary';
      const fields = body && typeof body === 'object' ? Object.entries(body) : [['value', body]];
      const whole = fields.map(([k, v]) => `--fuzzboundary\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${asText(v)}\r\n`).join('');
      payload = whole.slice(0, Math.max(3, Math.floor(whole.length / 2))) || '--fuzzboundary';
      break;
    }
    case 'broken-json':
      headers['content-type'] = 'application/json';
      payload = (JSON.stringify(body) ?? '').slice(0, -1) || '{';
      break;
    case 'text':
      headers['content-type'] = 'text/plain';
      payload = asText(body);
      break;
  }
  const method = route.method as 'GET';
  if (method === 'GET') {
    delete headers['content-type'];
    payload = undefined;
  }
  return ctx.app.inject({ method, url, query: request.query as Record<string, string>, headers, payload });
}

describe('every route of the app', () => {
  it('is fuzzed: routes were found in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/search', 'POST /search-hashtags-data', 'GET /api/courses/{slug}']),
    );
  });

  it('answers random and malformed requests with no 5xx but a documented 503, and only with statuses the document lists', { timeout: 240_000 }, async () => {
    const started = Date.now();
    const failures: string[] = [];
    const undocumented = new Map<string, number>();
    const statuses: Record<number, number> = {};
    let requests = 0;
    // The console's lists (/api/admin) take JSON in range/sort/filter, which random strings seldom are: the
    // past-validation check below counts the other routes (admin-fuzz.test.ts fuzzes the console with valid JSON).
    let publicFuzzed = 0;
    let publicPassed = 0;
    const check = (route: Route, status: number, body: string, what: string) => {
      requests += 1;
      statuses[status] = (statuses[status] ?? 0) + 1;
      const listed = status !== 500 && String(status) in (route.op.responses ?? {});
      if (!listed) {
        const key = `${route.method} ${route.path} ${status}`;
        undocumented.set(key, (undocumented.get(key) ?? 0) + 1);
      }
      if (status >= 500 && !listed) throw new Error(`${status} ${body.slice(0, 200)} for ${what}`);
    };
    for (const [index, route] of routes.entries()) {
      const result = await fc.check(
        fc.asyncProperty(requestFor(route), async (request) => {
          const res = await inject(route, request);
          if (!route.path.startsWith('/api/admin/') && [200, 201, 404].includes(res.statusCode)) publicPassed += 1;
          check(route, res.statusCode, res.body, 'a random request');
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true, seed: SEED + index },
      );
      if (!route.path.startsWith('/api/admin/')) publicFuzzed += 1;
      if (result.failed) {
        failures.push(`${route.method} ${route.path}: ${String(result.errorInstance)} for ${fc.stringify(result.counterexample)}`);
      }
      if (!BODY_METHODS.has(route.method)) continue;
      const url = route.path.replace(/\{[^}]+\}/g, '1');
      // One token for a route's malformed bodies, which the handler never sees; another after one that got through.
      let token = await issueToken(ctx.app, userId);
      for (const [contentType, payload] of MALFORMED_BODIES) {
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        if (contentType) headers['content-type'] = contentType;
        const res = await ctx.app.inject({ method: route.method as 'POST', url, headers, payload });
        if (res.statusCode < 400) token = await issueToken(ctx.app, userId);
        try {
          check(route, res.statusCode, res.body, `${contentType} ${payload.slice(0, 60)}`);
          if (res.statusCode >= 400 && !(res.json() as { message?: unknown }).message) throw new Error(`${res.statusCode} without a message`);
        } catch (error) {
          failures.push(`${route.method} ${route.path}: ${String(error)}`);
        }
      }
    }
    console.log(
      `fuzz: ${routes.length} routes, ${requests} requests (${RUNS_PER_ROUTE} random a route, seed ${SEED}, ` +
        `${MALFORMED_BODIES.length} malformed bodies a body route), ${Date.now() - started} ms, statuses ${JSON.stringify(statuses)}`,
    );
    // Enough requests got past validation to exercise the handlers and the database, not only the schemas.
    expect(publicPassed).toBeGreaterThan(publicFuzzed * 3);
    expect(failures).toEqual([]);
    // Every status a route answered is in its OpenAPI responses: a client generated from the document knows them all.
    expect([...undocumented].map(([key, n]) => `${key} (${n}×)`)).toEqual([]);
  });
});
