import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import { loadConfig } from '../../src/config.ts';

const ctx = useTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });

const login = () =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nobody@example.org', password: 'whatever1' } });

describe('rate limits on the sensitive calls', () => {
  it('answers 429 with a message and Retry-After once a client passes the limit of a route', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login()).statusCode).toBe(422);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many attempts. Please try again in 1 minute.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-limit']).toBe('3');
  });

  it('counts each route on its own, and leaves unlimited routes alone', async () => {
    const forgot = await ctx.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: 'bad' } });
    expect(forgot.statusCode).toBe(422);
    for (let i = 0; i < 10; i += 1) expect((await ctx.app.inject({ url: '/api/tags' })).statusCode).toBe(200);
  });

  it('limits register, forgot and reset too', async () => {
    for (const url of ['/api/register', '/api/password/forgot', '/api/password/reset']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await ctx.app.inject({ method: 'POST', url, payload: {} })).statusCode);
      expect(statuses.slice(-1), url).toEqual([429]);
    }
  });

  it('reads the limits from the environment, with defaults of 10 a minute', () => {
    expect(loadConfig({}).rateLimits.sensitive).toEqual({ max: 10, timeWindow: 60_000 });
    expect(loadConfig({ RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_SECONDS: '30' }).rateLimits.sensitive).toEqual({ max: 5, timeWindow: 30_000 });
    expect(() => loadConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
  });
});
