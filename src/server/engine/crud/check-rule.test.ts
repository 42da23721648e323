import { describe, expect, it } from 'vitest';
import { RuleError, assertSafePattern, checkValue, parseRuleJson } from './check-rule.ts';

const refused = (p: string) => expect(() => assertSafePattern(p), p).toThrow(RuleError);

describe('check rule patterns', () => {
  it('accepts ordinary patterns', () => {
    for (const p of ['^[A-Z]{2}$', '^\\d{4,6}$', '^(ab)+$', '^[a-z(+*)|]+$', '^a+?b*$', '^\\(x\\)+$', '^.{1,10}$']) {
      expect(() => assertSafePattern(p), p).not.toThrow();
    }
  });

  it('refuses the patterns that can backtrack catastrophically or cannot run in linear time', () => {
    for (const p of ['(a+)+', '(a*)*b', '((ab)*c)+', '(a|aa)+', '(x{2,})*', '(a)\\1', '(?=a)a', '(?<!a)b', '(a']) {
      refused(p);
    }
    refused('a'.repeat(201));
    refused('a*b*c*d*e*f*g*');
    refused('');
  });

  it('parses rules and checks values segment by segment', () => {
    const rules = parseRuleJson(
      JSON.stringify([
        { digits: '2', pattern: '^[A-Z]+$', message: 'letters' },
        { digits: '*', pattern: '^\\d+$', message: 'digits' },
      ]),
    );
    expect(checkValue(rules, 'AB12')).toBeUndefined();
    expect(checkValue(rules, 'A')).toBe('letters');
    expect(checkValue(rules, 'AB1x')).toBe('digits');
    const chinese = parseRuleJson(JSON.stringify([{ digits: 2, pattern: '^[\u4e00-\u9fa5]+$', message: 'zh' }]));
    expect(checkValue(chinese, '网点')).toBeUndefined();
    expect(checkValue(chinese, '网点1')).toMatchObject({ zh: '值的长度超出规则的位数' });
  });
});
