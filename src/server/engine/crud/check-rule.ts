// Check rules (sys_check_rule.ruleJson), JeecgBoot style: a JSON array of segments
//   [{"digits": 2, "pattern": "^[A-Z]+$", "message": "..."}, {"digits": "*", "pattern": "^\\d+$", "message": "..."}]
// checked in order: a numeric `digits` takes the next N characters of the value, "*" takes the rest
// (only as the last segment). The value passes when every segment matches its pattern and nothing is
// left over. Patterns are user input, so their cost is bounded: at most MAX_PATTERN characters, no
// backreferences or lookarounds, no quantified group that itself contains a quantifier or an
// alternation (the (a+)+ family), at most MAX_QUANTIFIERS quantifiers, and values of at most
// MAX_VALUE characters. Where V8's linear-time engine is available, patterns also run on it.
import v8 from 'node:v8';
import type { I18nText } from '../../../../runtime/core/registry.ts';
import { t } from '../plugins/i18n.ts';

export const MAX_PATTERN = 200;
export const MAX_RULES = 20;
export const MAX_VALUE = 256;
export const MAX_QUANTIFIERS = 6;
export const MAX_MESSAGE = 200;

export interface CheckSegment {
  digits: number | '*';
  pattern: RegExp;
  message: string;
}

export class RuleError extends Error {
  constructor(readonly text: I18nText) {
    super(text.en);
  }
}

// The experimental linear engine (flag `l`) guarantees linear time for the patterns it accepts.
// ESLint does not know the flag, hence the variable.
const LINEAR_FLAG = 'l';
let linear = false;
try {
  v8.setFlagsFromString('--enable-experimental-regexp-engine');
  linear = new RegExp('^(a+)+$', LINEAR_FLAG).test('aab') === false;
} catch {
  linear = false;
}

const bad = (zh: string, en: string) => new RuleError(t(`规则JSON无效: ${zh}`, `Invalid rule JSON: ${en}`));

/** Static cost check of a pattern; throws RuleError naming the problem. */
export function assertSafePattern(src: string): void {
  if (src.length === 0 || src.length > MAX_PATTERN) {
    throw bad(`正则长度须为 1 到 ${MAX_PATTERN} 个字符`, `a pattern must have 1 to ${MAX_PATTERN} characters`);
  }
  // Per open group: did it contain a quantifier or an alternation?
  const stack: { risky: boolean }[] = [{ risky: false }];
  let quantifiers = 0;
  let lastGroupRisky = false;
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    const afterGroup = lastGroupRisky;
    lastGroupRisky = false;
    if (c === '\\') {
      const next = src[i + 1] ?? '';
      if (/[1-9k]/.test(next) && !inClass) throw bad('不允许反向引用', 'backreferences are not allowed');
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') {
      inClass = true;
      continue;
    }
    if (c === '(') {
      if (src[i + 1] === '?' && /[=!<]/.test(src[i + 2] ?? '')) {
        throw bad('不允许先行或后行断言', 'lookarounds are not allowed');
      }
      stack.push({ risky: false });
      continue;
    }
    if (c === ')') {
      const group = stack.pop();
      if (!group || stack.length === 0) throw bad('括号不匹配', 'unbalanced parentheses');
      lastGroupRisky = group.risky;
      if (group.risky) stack[stack.length - 1].risky = true;
      continue;
    }
    if (c === '|') {
      stack[stack.length - 1].risky = true;
      continue;
    }
    const quant = c === '*' || c === '+' || c === '?' || (c === '{' && /^\{\d+(,\d*)?\}/.test(src.slice(i)));
    if (quant) {
      if (afterGroup) throw bad('不允许嵌套的量词', 'nested quantifiers are not allowed');
      if (++quantifiers > MAX_QUANTIFIERS) {
        throw bad(`量词最多 ${MAX_QUANTIFIERS} 个`, `at most ${MAX_QUANTIFIERS} quantifiers`);
      }
      stack[stack.length - 1].risky = true;
      if (c === '{') i = src.indexOf('}', i);
      if (src[i + 1] === '?' || src[i + 1] === '+') i++; // lazy / possessive marker
    }
  }
  if (inClass || stack.length !== 1) throw bad('括号不匹配', 'unbalanced brackets');
}

function compile(src: string): RegExp {
  assertSafePattern(src);
  try {
    return linear ? new RegExp(src, LINEAR_FLAG) : new RegExp(src);
  } catch {
    throw bad('正则表达式语法错误', 'the pattern is not a valid regular expression');
  }
}

/** Parse and vet a ruleJson text (at save time and before every check). */
export function parseRuleJson(text: unknown): CheckSegment[] {
  let parsed: unknown;
  try {
    parsed = typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_RULES) {
    throw bad(`应为 1 到 ${MAX_RULES} 条规则的JSON数组`, `expected a JSON array of 1 to ${MAX_RULES} rules`);
  }
  return parsed.map((raw: unknown, index) => {
    const r = raw as { digits?: unknown; pattern?: unknown; message?: unknown };
    if (typeof r !== 'object' || r === null) throw bad('每条规则应为对象', 'each rule must be an object');
    const digits = r.digits === '*' ? '*' : typeof r.digits === 'string' ? Number(r.digits) : r.digits;
    if (
      digits !== '*' &&
      !(typeof digits === 'number' && Number.isInteger(digits) && digits >= 1 && digits <= MAX_VALUE)
    ) {
      throw bad(`digits 应为 1 到 ${MAX_VALUE} 的整数或 "*"`, `digits must be an integer 1 to ${MAX_VALUE} or "*"`);
    }
    if (digits === '*' && index !== parsed.length - 1)
      throw bad('"*" 只能用于最后一条规则', '"*" may only be the last rule');
    if (typeof r.pattern !== 'string') throw bad('缺少 pattern', 'pattern is missing');
    if (typeof r.message !== 'string' || r.message === '' || r.message.length > MAX_MESSAGE) {
      throw bad(`message 应为 1 到 ${MAX_MESSAGE} 个字符`, `message must have 1 to ${MAX_MESSAGE} characters`);
    }
    return { digits, pattern: compile(r.pattern), message: r.message };
  });
}

const TOO_LONG = t(`值的长度不能超过 ${MAX_VALUE} 个字符`, `The value may have at most ${MAX_VALUE} characters`);
const LEFT_OVER = t('值的长度超出规则的位数', 'The value is longer than the rule allows');

/** undefined when the value passes, else the failing rule's message (or a length message). */
// Positions count UTF-16 units, as the patterns match them (the linear engine has no `u` mode);
// every character of the basic plane, Chinese included, is one unit.
export function checkValue(rules: CheckSegment[], value: string): string | I18nText | undefined {
  if (value.length > MAX_VALUE) return TOO_LONG;
  let at = 0;
  for (const rule of rules) {
    const end = rule.digits === '*' ? value.length : at + rule.digits;
    if (end > value.length) return rule.message;
    if (!rule.pattern.test(value.slice(at, end))) return rule.message;
    at = end;
  }
  return at < value.length ? LEFT_OVER : undefined;
}
