import { describe, expect, it } from 'vitest';
import { formatWaiting } from './formatWaiting';

describe('formatWaiting', () => {
  const translate = (key: string, options?: Record<string, unknown>) => `${key}:${JSON.stringify(options)}`;
  it('formats minutes, hours and days', () => {
    expect(formatWaiting(null, translate)).toBe('');
    expect(formatWaiting(125, translate)).toBe('admin.chats.minutes:{"n":2}');
    expect(formatWaiting(3 * 3600 + 300, translate)).toBe('admin.chats.hours:{"h":3,"m":5}');
    expect(formatWaiting(2 * 86400 + 4 * 3600, translate)).toBe('admin.chats.days:{"d":2,"h":4}');
  });
});
