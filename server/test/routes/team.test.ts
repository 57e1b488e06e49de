import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import type { TeamMember } from '../../src/contracts/pages.ts';

const ctx = useTestApp();

describe('GET /api/team', () => {
  it.each(['ru', 'en'] as const)('answers every member in page order, in %s', async (lang) => {
    const res = await ctx.app.inject({ url: `/api/team?lang=${lang}` });
    expect(res.statusCode).toBe(200);
    const team = res.json() as TeamMember[];
    const { rows } = await ctx.app.db.query<{ key: string; name: string }>(
      'select key, name from team_members where lang = $1 order by position',
      [lang],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(team.map((m) => [m.key, m.name])).toEqual(rows.map((r) => [r.key, r.name]));
    for (const member of team) {
      expect(member.role).toBeTruthy();
      expect(member.avatar).toBe(`team/${member.key}.webp`);
    }
    const withAudio = team.filter((m) => m.audio);
    expect(withAudio.length).toBeGreaterThan(0);
    expect(withAudio.every((m) => /^audio\/[a-z0-9._-]+\.(ogg|mp3|m4a|wav|opus)$/.test(m.audio!))).toBe(true);
  });

  it('names the same people in both languages, in the same order', async () => {
    const ru = (await ctx.app.inject({ url: '/api/team?lang=ru' })).json() as TeamMember[];
    const en = (await ctx.app.inject({ url: '/api/team?lang=en' })).json() as TeamMember[];
    expect(en.map((m) => m.key)).toEqual(ru.map((m) => m.key));
    expect(en[0].name).not.toBe(ru[0].name);
    expect(en.map((m) => m.audio)).toEqual(ru.map((m) => m.audio));
  });

  it('answers Russian by default and 422 for an unknown language', async () => {
    const byDefault = (await ctx.app.inject({ url: '/api/team' })).json() as TeamMember[];
    const ru = (await ctx.app.inject({ url: '/api/team?lang=ru' })).json() as TeamMember[];
    expect(byDefault).toEqual(ru);
    expect((await ctx.app.inject({ url: '/api/team?lang=he' })).statusCode).toBe(422);
  });
});
