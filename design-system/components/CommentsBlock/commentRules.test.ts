import { describe, expect, it } from 'vitest';
import { isSendable, truncateComment, userDisplayName } from './commentRules';

describe('truncateComment', () => {
  it('keeps comments of up to 150 characters whole', () => {
    const exact = 'a'.repeat(150);
    expect(truncateComment(exact)).toEqual({ text: exact, truncated: false });
    expect(truncateComment('')).toEqual({ text: '', truncated: false });
  });

  it('cuts longer comments at 150 characters', () => {
    const long = 'b'.repeat(151);
    expect(truncateComment(long)).toEqual({ text: 'b'.repeat(150), truncated: true });
  });

  it('does not split an emoji and drops a trailing space at the cut', () => {
    const text = `${'x'.repeat(149)}😀 and more`;
    expect(truncateComment(text).text).toBe(`${'x'.repeat(149)}😀`);
    expect(truncateComment(`${'y'.repeat(149)} tail`).text).toBe('y'.repeat(149));
  });
});

describe('isSendable', () => {
  it('refuses empty and whitespace-only text', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('   \n\t ')).toBe(false);
    expect(isSendable(' ok ')).toBe(true);
  });
});

describe('userDisplayName', () => {
  it('joins first name and surname', () => {
    expect(userDisplayName({ name: 'Анна', surname: 'Коган' })).toBe('Анна Коган');
    expect(userDisplayName({ name: 'Anna', surname: null })).toBe('Anna');
    expect(userDisplayName({ name: null, surname: 'Cohen' })).toBe('Cohen');
  });

  it("leaves out missing parts and the string 'null'", () => {
    expect(userDisplayName({ name: 'null', surname: 'Cohen' })).toBe('Cohen');
    expect(userDisplayName({ name: 'null', surname: 'null' })).toBeNull();
    expect(userDisplayName({ name: ' ', surname: '' })).toBeNull();
    expect(userDisplayName({})).toBeNull();
    expect(userDisplayName(null)).toBeNull();
  });
});
