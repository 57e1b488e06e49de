import { describe, expect, it } from 'vitest';
import { hasErrors, newPasswordError, validateNewPassword } from './passwordRules';
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import { messages } from './ChangePasswordModal.messages';

describe('new password rules (spec §5)', () => {
  it('requires a password', () => {
    expect(newPasswordError('')).toBe('required');
  });

  it('refuses fewer than 8 characters, whatever they are', () => {
    expect(newPasswordError('a')).toBe('tooShort');
    expect(newPasswordError('abc1234')).toBe('tooShort'); // 7
    expect(newPasswordError('       ')).toBe('tooShort');
    expect(newPasswordError('пароль1')).toBe('tooShort');
  });

  it('accepts 8 characters with a Latin letter and a digit', () => {
    expect(newPasswordError('abcd1234')).toBeUndefined(); // exactly 8
    expect(newPasswordError('1234567A')).toBeUndefined();
    expect(newPasswordError('a1b2c3d4e5f6g7h8')).toBeUndefined();
    expect(newPasswordError('Secret-pass 2024!')).toBeUndefined();
  });

  it('needs a digit', () => {
    expect(newPasswordError('abcdefgh')).toBe('format');
    expect(newPasswordError('Password!')).toBe('format');
  });

  it('needs a Latin letter: Cyrillic letters do not count', () => {
    expect(newPasswordError('12345678')).toBe('format');
    expect(newPasswordError('пароль123')).toBe('format');
    expect(newPasswordError('Ьщдщв1234')).toBe('format');
    expect(newPasswordError('ÄÖÜßéèàç1')).toBe('format');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(newPasswordError('a1😀😀😀😀😀')).toBe('tooShort'); // 7 characters, 12 units
    expect(newPasswordError('a1😀😀😀😀😀😀')).toBeUndefined();
  });

  it('puts a mismatch on the confirmation, compared exactly', () => {
    expect(validateNewPassword('abcd1234', 'abcd1234')).toEqual({});
    expect(validateNewPassword('abcd1234', 'abcd1235')).toEqual({ confirmation: 'mismatch' });
    expect(validateNewPassword('abcd1234', 'abcd1234 ')).toEqual({ confirmation: 'mismatch' });
    expect(validateNewPassword('abcd1234', 'ABCD1234')).toEqual({ confirmation: 'mismatch' });
    expect(validateNewPassword('abcd1234', '')).toEqual({ confirmation: 'mismatch' });
  });

  it('reports both fields at once', () => {
    expect(validateNewPassword('', 'x')).toEqual({ password: 'required', confirmation: 'mismatch' });
    expect(validateNewPassword('short', 'short')).toEqual({ password: 'tooShort' });
    expect(validateNewPassword('abcdefgh', 'abcdefgx')).toEqual({ password: 'format', confirmation: 'mismatch' });
  });

  it('allows sending only without errors', () => {
    expect(hasErrors(validateNewPassword('abcd1234', 'abcd1234'))).toBe(false);
    expect(hasErrors(validateNewPassword('abcd123', 'abcd123'))).toBe(true);
  });
});

describe('the §5 texts', () => {
  it('are exact in English', () => {
    expect(en[messages.required.id as keyof typeof en]).toBe('Enter your password.');
    expect(en[messages.tooShort.id as keyof typeof en]).toBe('Password must be more than 8 characters.');
    expect(en[messages.format.id as keyof typeof en]).toBe(
      'The password must consist of Latin letters, numbers and contain at least 8 characters.',
    );
    expect(en[messages.mismatch.id as keyof typeof en]).toBe(
      'The passwords you entered do not match. Please re-enter your password.',
    );
  });

  it('are translated into Russian', () => {
    for (const key of ['required', 'tooShort', 'format', 'mismatch'] as const) {
      expect(ru[messages[key].id as keyof typeof ru]).toMatch(/[а-я]/i);
    }
  });
});
