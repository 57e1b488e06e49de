import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../helpers.ts';

const ctx = useTestApp();

const save = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/questionary', payload: payload as never, headers });
const read = (headers: Record<string, string> = {}) => ctx.app.inject({ url: '/api/user/questionary', headers });
/** The answers a questionnaire needs besides the role (issue 19). */
const required = { organisation: 'School 5', city: 'Kazan', usage: 'Lessons on the holidays' };
const storedRow = async (userId: number) =>
  (
    await ctx.app.db.query(
      'select role, organisation, city, subjects, usage, comment from questionaries where user_id = $1',
      [userId],
    )
  ).rows[0];

describe('the educator questionnaire', () => {
  it('answers 401 without a token', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save({ role: 'teacher' })).statusCode).toBe(401);
    expect((await save({ role: 'nobody' })).statusCode).toBe(401);
  });

  it('answers null until the first save', async () => {
    const user = await createUser(ctx.app);
    const res = await read(user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ questionary: null });
  });

  it('saves a form with repeated subjects, cleaned, and reads it back', async () => {
    const user = await createUser(ctx.app);
    const form = new URLSearchParams([
      ['role', 'teacher'],
      ['organisation', '  Школа   № 5 '],
      ['city', 'Казань'],
      ['subjects', 'История'],
      ['subjects', ' Литература '],
      ['subjects', 'История'],
      ['subjects', ''],
      ['usage', 'На уроках\r\nи в кружке'],
      ['comment', ''],
    ]).toString();
    const res = await save(form, { ...user.auth, 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(200);
    const expected = {
      role: 'teacher',
      organisation: 'Школа № 5',
      city: 'Казань',
      subjects: ['История', 'Литература'],
      usage: 'На уроках\nи в кружке',
      comment: null,
    };
    expect(res.json()).toMatchObject({ success: true, questionary: expected });
    expect(await storedRow(user.id)).toEqual(expected);
    expect((await read(user.auth)).json()).toEqual({ questionary: res.json().questionary });
  });

  it('replaces the previous answers on the next save (fields left out are cleared)', async () => {
    const user = await createUser(ctx.app);
    await save({ ...required, role: 'teacher', subjects: ['History'], comment: 'Soon' }, user.auth);
    const res = await save({ ...required, role: 'parent', city: 'Riga' }, user.auth);
    expect(res.statusCode).toBe(200);
    expect(await storedRow(user.id)).toEqual({ ...required, role: 'parent', city: 'Riga', subjects: [], comment: null });
    const { rows } = await ctx.app.db.query<{ n: number }>('select count(*)::int as n from questionaries where user_id = $1', [user.id]);
    expect(rows[0].n).toBe(1);
  });

  it('answers 422 for a missing or unknown role and over-long fields, keeping what was saved', async () => {
    const user = await createUser(ctx.app);
    expect((await save({ ...required, role: 'student', city: 'Haifa' }, user.auth)).statusCode).toBe(200);
    for (const [payload, field] of [
      [{}, 'role'],
      [{ role: 'admin' }, 'role'],
      [{ role: 'teacher', organisation: 'x'.repeat(201) }, 'organisation'],
      [{ role: 'teacher', city: 'x'.repeat(101) }, 'city'],
      [{ role: 'teacher', subjects: Array.from({ length: 21 }, (_, i) => `s${i}`) }, 'subjects'],
      [{ role: 'teacher', subjects: ['x'.repeat(101)] }, 'subjects.0'],
      [{ role: 'teacher', usage: 'x'.repeat(1001) }, 'usage'],
      [{ role: 'teacher', comment: 'x'.repeat(2001) }, 'comment'],
      [{ role: 'teacher', city: { a: 1 } }, 'city'],
    ] as const) {
      const res = await save(payload, user.auth);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(res.json().errors[field]?.[0], field).toBeTruthy();
    }
    expect(await storedRow(user.id)).toMatchObject({ role: 'student', city: 'Haifa' });
  });

  it('refuses a questionnaire without its required answers, with a message per field, and saves nothing (issue 19)', async () => {
    const user = await createUser(ctx.app);
    const empty = await save({ role: 'teacher' }, user.auth);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      organisation: ['Enter your school, university or organisation.'],
      city: ['Enter your city.'],
      usage: ['Tell us how you will use the educators\' tool.'],
    });
    // Blanks are missing answers too; the answers given are not what is refused.
    const blank = await save({ role: 'teacher', organisation: '   ', city: 'Kazan', usage: ' \n ', subjects: ['History'] }, user.auth);
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['organisation', 'usage']);
    expect((await read(user.auth)).json()).toEqual({ questionary: null });
    expect((await save({ role: 'teacher', ...required }, user.auth)).statusCode).toBe(200);
  });
});
