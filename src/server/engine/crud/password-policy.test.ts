import { describe, expect, it } from 'vitest';
import { randomPassword } from './password.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_POLICY_MESSAGE,
  isCommonPassword,
  passwordProblem,
} from './password-policy.ts';

describe('password policy', () => {
  it('wants 8 to 64 characters with a letter and a digit', () => {
    for (const ok of ['abcdefg9x', 'It#Admin2026', '1234567ak', `a1${'x'.repeat(62)}`]) {
      expect(passwordProblem(ok), ok).toBeUndefined();
    }
    for (const bad of ['abc1', 'abcdefgh', '12345678', '!!!!!!!!', `a1${'x'.repeat(63)}`, '']) {
      expect(passwordProblem(bad), bad).toBe(PASSWORD_POLICY_MESSAGE);
    }
  });

  it('refuses common passwords whatever their case, with their own message', () => {
    for (const bad of ['password1', 'Password1', 'PASSWORD1', 'qwerty123', '1qaz2wsx', 'abcd1234', 'admin123']) {
      expect(passwordProblem(bad), bad).toBe(COMMON_PASSWORD_MESSAGE);
    }
    expect(COMMON_PASSWORD_MESSAGE).toEqual({
      zh: '密码过于常见，容易被猜到，请换一个不常见的密码',
      en: 'The password is too common and easy to guess; please choose a less common one',
    });
    // Too short or without a digit: the composition rule speaks first.
    expect(passwordProblem('password')).toBe(PASSWORD_POLICY_MESSAGE);
    expect(isCommonPassword('It#Admin2026')).toBe(false);
  });

  it('random passwords (first admin, resets) always meet it', () => {
    for (let i = 0; i < 500; i++) expect(passwordProblem(randomPassword())).toBeUndefined();
  });
});
