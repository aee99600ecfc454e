import { describe, expect, it } from 'vitest';
import { firstInvalid, passwordChangeProblems, paymentProblems } from './securityRules';

const blank = { old: '', code: '', password: '', confirm: '' };

describe('login password change rules (Member/setPassword’s contract, issue 14)', () => {
  it('needs the old password in its mode, a 6-digit code in the other', () => {
    expect(passwordChangeProblems({ ...blank, mode: 'old', password: 'secret1', confirm: 'secret1' })).toEqual({ old: 'oldRequired' });
    expect(passwordChangeProblems({ ...blank, mode: 'code', password: 'secret1', confirm: 'secret1' })).toEqual({ code: 'codeRequired' });
    expect(passwordChangeProblems({ ...blank, mode: 'code', code: '12345', password: 'secret1', confirm: 'secret1' })).toEqual({
      code: 'codeFormat',
    });
    expect(passwordChangeProblems({ ...blank, mode: 'code', code: '123456', password: 'secret1', confirm: 'secret1' })).toEqual({});
  });
  it('a new password of 6–64 characters, entered twice the same', () => {
    expect(passwordChangeProblems({ ...blank, mode: 'old', old: 'x' })).toEqual({ password: 'passwordRequired' });
    expect(passwordChangeProblems({ ...blank, mode: 'old', old: 'x', password: '12345', confirm: '12345' })).toEqual({
      password: 'passwordLength',
    });
    expect(passwordChangeProblems({ ...blank, mode: 'old', old: 'x', password: 'a'.repeat(65), confirm: 'a'.repeat(65) }).password).toBe(
      'passwordLength',
    );
    expect(passwordChangeProblems({ ...blank, mode: 'old', old: 'x', password: 'secret1', confirm: 'secret2' })).toEqual({
      confirm: 'confirmMismatch',
    });
  });
});

describe('payment password rules (spec §5)', () => {
  it('at least 6 digits (at most 16), both entries equal; the old one to change, a code to reset', () => {
    expect(paymentProblems({ ...blank, mode: 'set', password: '12345', confirm: '12345' })).toEqual({ password: 'paymentFormat' });
    expect(paymentProblems({ ...blank, mode: 'set', password: '12345a', confirm: '12345a' })).toEqual({ password: 'paymentFormat' });
    expect(paymentProblems({ ...blank, mode: 'set', password: '123456', confirm: '123457' })).toEqual({ confirm: 'confirmMismatch' });
    expect(paymentProblems({ ...blank, mode: 'set', password: '123456', confirm: '123456' })).toEqual({});
    expect(paymentProblems({ ...blank, mode: 'change', password: '123456', confirm: '123456' })).toEqual({ old: 'oldRequired' });
    expect(paymentProblems({ ...blank, mode: 'reset', password: '123456', confirm: '123456' })).toEqual({ code: 'codeRequired' });
  });
  it('focus goes to the first invalid field in the form’s order', () => {
    expect(firstInvalid({ confirm: 'confirmMismatch', old: 'oldRequired' })).toBe('old');
    expect(firstInvalid({ confirm: 'confirmMismatch', password: 'paymentFormat' })).toBe('password');
    expect(firstInvalid({})).toBeUndefined();
  });
});
