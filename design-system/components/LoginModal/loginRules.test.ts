import { describe, expect, it } from 'vitest';
import { emailError, loginPasswordError, validateLogin } from './loginRules';

describe('login checks (spec §5)', () => {
  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(emailError('reader@example.org')).toBeUndefined();
    expect(emailError('first.last+tag@mail.example.co.uk')).toBeUndefined();
    expect(emailError('  reader@example.org ')).toBeUndefined();
  });

  it('refuses what is not an address', () => {
    for (const bad of ['', 'reader', 'reader@', '@example.org', 'reader@example', 'a b@example.org', 'a@b@c.org', 'reader@example.']) {
      expect(emailError(bad), bad).toBe('invalidEmail');
    }
  });

  it('refuses passwords under 8 characters', () => {
    expect(loginPasswordError('')).toBe('passwordTooShort');
    expect(loginPasswordError('1234567')).toBe('passwordTooShort');
    expect(loginPasswordError('12345678')).toBeUndefined();
  });

  it('checks both fields', () => {
    expect(validateLogin('x', 'y')).toEqual({ email: 'invalidEmail', password: 'passwordTooShort' });
    expect(validateLogin('reader@example.org', 'long enough')).toEqual({});
  });
});
