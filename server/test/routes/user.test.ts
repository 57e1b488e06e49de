import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../helpers.ts';

const ctx = useTestApp();

describe('GET /api/user', () => {
  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer not-a-real-token']) {
      const res = await ctx.app.inject({ url: '/api/user', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers the user and favourites for a valid token', async () => {
    const user = await createUser(ctx.app, { name: 'Анна' });
    await ctx.app.db.query(
      "insert into favorites (user_id, item_type, item_id) values ($1, 'material', 3), ($1, 'material', 5), ($1, 'course', 2)",
      [user.id],
    );
    const res = await ctx.app.inject({ url: '/api/user', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: user.id, email: user.email, name: 'Анна', card_access: 0 });
    expect(body.user.password_hash).toBeUndefined();
    expect(body.favoriteMaterials).toEqual([3, 5]);
    expect(body.favoriteCourses).toEqual([2]);
    expect(body.count_materials).toBe(2);
    expect(body.count_courses).toBe(1);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(ctx.app);
    await ctx.app.db.query("update user_tokens set expires_at = now() - interval '1 second' where user_id = $1", [user.id]);
    expect((await ctx.app.inject({ url: '/api/user', headers: user.auth })).statusCode).toBe(401);
  });
});
