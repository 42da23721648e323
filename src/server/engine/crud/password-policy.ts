// The one password rule (register, updatePassword, changePassword, reset, generic sys_user add/edit):
// 8 to 64 characters with at least one letter and one digit, and not one of the ~49,000 most common
// passwords (the `passwords-common` list of @zxcvbn-ts/language-common, MIT; compared ignoring case, so
// `Password1` is refused like `password1`). Long enough to resist guessing at the lock-out's pace,
// short enough to type; no other composition rules (they push people to patterns).
import { createRequire } from 'node:module';
import type { I18nText } from '../../../../runtime/core/registry.ts';
import { badRequest } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const PASSWORD_POLICY_MESSAGE = t(
  `密码须为${PASSWORD_MIN}到${PASSWORD_MAX}位，且同时包含字母和数字`,
  `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters and contain both letters and digits`,
);

export const COMMON_PASSWORD_MESSAGE = t(
  '密码过于常见，容易被猜到，请换一个不常见的密码',
  'The password is too common and easy to guess; please choose a less common one',
);

let common: ReadonlySet<string> | undefined;

/**
 * The common-password list, loaded on the first password checked (not at start: ~49,000 strings). A
 * runtime require, so the server bundle leaves the list in node_modules instead of parsing it at start.
 */
function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const load = createRequire(import.meta.url);
    const pkg = load('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    common = new Set(pkg.dictionary['passwords-common'].map((p) => p.toLowerCase()));
  }
  return common;
}

/** Whether `password` (ignoring case) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** The policy message when `password` breaks the rule, otherwise undefined. */
export function passwordProblem(password: string): I18nText | undefined {
  const ok =
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password);
  if (!ok) return PASSWORD_POLICY_MESSAGE;
  return isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : undefined;
}

export function assertPasswordPolicy(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
}
