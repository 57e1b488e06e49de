import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: { in: string; name: string }[];
}
type Doc = { tags?: { name: string }[]; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document (what a generated client needs; Spectral checks it in npm run check:site)', () => {
  it('names every operation once, with declared tags, and no path parameter a client cannot fill', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as Doc;
    const declared = new Set(doc.tags?.map((t) => t.name));
    const ids: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      expect(path, 'no wildcard').not.toContain('{*}');
      for (const [method, op] of Object.entries(methods)) {
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
        ids.push(op.operationId!);
        expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        for (const tag of op.tags ?? []) expect(declared.has(tag), `${method} ${path}: tag ${tag}`).toBe(true);
        const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
        const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort();
        expect(params, `${method} ${path}`).toEqual(inPath);
      }
    }
    expect(ids.filter((id, i) => ids.indexOf(id) !== i), "operationIds used twice").toEqual([]);
    expect(doc.paths['/api/materials/{slug}']?.get?.operationId).toBe('getMaterialsBySlug');
    expect(doc.paths['/img/og/{path}']?.get?.operationId).toBe('getImgOgByPath');
  });

  it('serves a picture by the documented {path}, slashes written as they are or percent-encoded', async () => {
    const missing = await ctx.app.inject({ url: '/img/480/webp/covers%2Fno-such-picture.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Image not found.' });
    const unsafe = await ctx.app.inject({ url: '/img/480/webp/..%2Fsecret.webp' });
    expect(unsafe.statusCode).toBe(422);
  });
});
