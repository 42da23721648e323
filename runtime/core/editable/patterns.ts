// The pattern shortcuts of editable-table columns (spec 001 §5.2 is authoritative), reusing the shared
// format rules of ../formats.ts where they check the same thing (url, e-mail, postcode, letters), so a
// detail row is refused by the table for the same reason the server would refuse it.
import { FORMAT_RULES } from '../formats.ts';
import type { I18nText } from '../registry.ts';

export interface PatternRule {
  pattern: RegExp;
  message: I18nText;
}

const msg = (zh: string, en: string): I18nText => ({ zh, en });

/** Money: an optional minus, digits, at most two decimals. */
export const MONEY_PATTERN = /^-?\d+(\.\d{1,2})?$/;

export const PATTERN_SHORTCUTS: Record<string, PatternRule> = {
  'n6-16': { pattern: /^\d{6,16}$/, message: msg('请输入6到16位数字', 'Please enter 6 to 16 digits') },
  '*6-16': { pattern: /^[\s\S]{6,16}$/u, message: msg('请输入6到16位任意字符', 'Please enter 6 to 16 characters') },
  's6-18': { pattern: /^[A-Za-z]{6,18}$/, message: msg('请输入6到18位字母', 'Please enter 6 to 18 letters') },
  url: FORMAT_RULES.url,
  e: FORMAT_RULES.email,
  // §5.2 says 1[3-9] for the table (wider than the form's §5.1 mobile rule, 1[34578]).
  m: { pattern: /^1[3-9]\d{9}$/, message: msg('请输入正确手机号', 'Please enter a valid mobile number') },
  p: FORMAT_RULES.postcode,
  s: FORMAT_RULES.english,
  n: { pattern: /^-?\d+(\.\d+)?$/, message: msg('请输入数字', 'Please enter a number') },
  z: { pattern: /^-?\d+$/, message: msg('请输入整数', 'Please enter an integer') },
  '*': { pattern: /\S/, message: msg('该值不能为空', 'This value must not be empty') },
  money: {
    pattern: MONEY_PATTERN,
    message: msg('请输入正确的金额，最多两位小数', 'Please enter an amount with at most two decimals'),
  },
};

/** The shortcut `*` also fails on an empty value (it means "non-empty"); every other pattern skips empty values. */
export const NON_EMPTY_SHORTCUT = '*';

/**
 * The RegExp of a rule's pattern: a shortcut's, the RegExp itself, or a regex source string
 * (`^\d+$`, or `/^\d+$/i` with flags). Undefined for a source that does not compile.
 */
export function patternRegExp(pattern: string | RegExp): RegExp | undefined {
  if (pattern instanceof RegExp) return pattern;
  const shortcut = PATTERN_SHORTCUTS[pattern];
  if (shortcut) return shortcut.pattern;
  const literal = /^\/(.+)\/([a-z]*)$/.exec(pattern);
  try {
    return literal ? new RegExp(literal[1], literal[2]) : new RegExp(pattern);
  } catch {
    return undefined;
  }
}

/** Tests a value without a stateful lastIndex (a /g or /y RegExp would alternate between calls). */
export function testPattern(re: RegExp, value: string): boolean {
  re.lastIndex = 0;
  return re.test(value);
}
