import { describe, expect, it } from 'vitest';
import { randomPassword } from './password.ts';
import { PASSWORD_POLICY_MESSAGE, passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it('wants 8 to 64 characters with a letter and a digit', () => {
    for (const ok of ['abcdefg1', 'It#Admin2026', '1234567a', `a1${'x'.repeat(62)}`]) {
      expect(passwordProblem(ok), ok).toBeUndefined();
    }
    for (const bad of ['abc1', 'abcdefgh', '12345678', '!!!!!!!!', `a1${'x'.repeat(63)}`, '']) {
      expect(passwordProblem(bad), bad).toBe(PASSWORD_POLICY_MESSAGE);
    }
  });

  it('random passwords (first admin, resets) always meet it', () => {
    for (let i = 0; i < 500; i++) expect(passwordProblem(randomPassword())).toBeUndefined();
  });
});
