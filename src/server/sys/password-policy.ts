// The one password rule (register, updatePassword, changePassword, reset, generic sys_user add/edit):
// 8 to 64 characters with at least one letter and one digit. Long enough to resist guessing at the
// lock-out's pace, short enough to type; no other composition rules (they push people to patterns).
import type { I18nText } from '../../../runtime/core/registry.ts';
import { badRequest } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const PASSWORD_POLICY_MESSAGE = t(
  `密码须为${PASSWORD_MIN}到${PASSWORD_MAX}位，且同时包含字母和数字`,
  `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters and contain both letters and digits`,
);

/** The policy message when `password` breaks the rule, otherwise undefined. */
export function passwordProblem(password: string): I18nText | undefined {
  const ok =
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password);
  return ok ? undefined : PASSWORD_POLICY_MESSAGE;
}

export function assertPasswordPolicy(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
}
