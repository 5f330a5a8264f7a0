// The hosted forms' own checks before a call: e-mail, new password, the e-mailed code.
import { describe, expect, it } from 'vitest';
import { emailError, newPasswordError, sixDigits } from '../../../src/hosted/core/validation.js';

describe('form checks', () => {
  it('accepts usual e-mail addresses and names the problem of others', () => {
    for (const ok of ['a@b.co', 'first.last+tag@example.co.uk', '  spaced@example.com ']) expect(emailError(ok), ok).toBeUndefined();
    expect(emailError('')).toBe('Enter your e-mail address.');
    for (const bad of ['plain', 'a@b', 'a b@c.de', '@example.com', 'a@.com'])
      expect(emailError(bad), bad).toBe('Enter an e-mail address like name@example.com.');
  });

  it('wants new passwords of at least 8 characters (counted as the store counts them)', () => {
    expect(newPasswordError('')).toBe('Enter your password.');
    expect(newPasswordError('1234567')).toBe('Use at least 8 characters.');
    expect(newPasswordError('12345678')).toBeUndefined();
    expect(newPasswordError('😀😀😀😀😀😀😀😀')).toBeUndefined();
  });

  it('reads a 6-digit code typed with spaces or a dash', () => {
    expect(sixDigits('123 456')).toBe('123456');
    expect(sixDigits('123-456')).toBe('123456');
    expect(sixDigits('12345')).toBeUndefined();
    expect(sixDigits('12345a')).toBeUndefined();
  });
});
