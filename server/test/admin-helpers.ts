import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Role } from '../src/contracts/admin.ts';
import { createUser } from './helpers.ts';

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** A user with the given roles (none: a plain user). */
export async function createStaff(app: App, ...roles: Role[]): Promise<TestUser> {
  const user = await createUser(app);
  for (const role of roles) await app.db.query('insert into user_roles (user_id, role) values ($1, $2)', [user.id, role]);
  return user;
}

/** app.inject for /api/admin/... with JSON bodies. */
export function adminCall(app: App, user: TestUser | null, method: string, url: string, payload?: unknown) {
  return app.inject({
    method: method as 'GET',
    url: `/api/admin/${url}`,
    headers: user ? user.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** GET list with range/sort/filter encoded as react-admin's data provider does. */
export function listUrl(resource: string, { range, sort, filter }: { range?: [number, number]; sort?: [string, string]; filter?: object } = {}) {
  const params = new URLSearchParams();
  if (range) params.set('range', JSON.stringify(range));
  if (sort) params.set('sort', JSON.stringify(sort));
  if (filter) params.set('filter', JSON.stringify(filter));
  const query = params.toString();
  return query ? `${resource}?${query}` : resource;
}

export async function lastAudit(app: App, resource: string, recordId: number | string) {
  const { rows } = await app.db.query<{ action: string; user_id: number | null; diff: Record<string, unknown> }>(
    'select action, user_id, diff from audit_log where resource = $1 and record_id = $2 order by id desc limit 1',
    [resource, String(recordId)],
  );
  return rows[0] ?? null;
}

/** 401 without a token and 403 for the users given, on every route of a resource. */
export async function expectGuarded(app: App, resource: string, forbiddenUsers: TestUser[], id = 1) {
  const calls: [string, string, unknown?][] = [
    ['GET', resource],
    ['GET', `${resource}/${id}`],
    ['POST', resource, {}],
    ['PUT', `${resource}/${id}`, {}],
    ['DELETE', `${resource}/${id}`],
  ];
  for (const [method, url, payload] of calls) {
    const anonymous = await adminCall(app, null, method, url, payload);
    if (anonymous.statusCode === 404) continue; // the resource has no such route
    expect(anonymous.statusCode, `${method} ${url} without a token`).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    for (const user of forbiddenUsers) {
      const res = await adminCall(app, user, method, url, payload);
      expect(res.statusCode, `${method} ${url} as a user without the role`).toBe(403);
      expect(res.json().message).toMatch(/role/);
    }
  }
}
