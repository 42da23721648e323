import { describe, expect, it } from 'vitest';
import { RULE_CASES, RULE_SAMPLE_BOUNDS, RULE_SAMPLE_FORMATS } from './field-rules.cases.ts';
import {
  fieldRuleMessage,
  itemCountMessage,
  maxLengthMessage,
  minLengthMessage,
  multiValues,
  requiredMessage,
} from './field-rules.ts';
import type { I18nText } from './registry.ts';

/** What runtime/core says about one case's value (the form and the server word it the same way). */
function coreMessage(field: string, value: string | undefined): I18nText | null {
  const format = RULE_SAMPLE_FORMATS[field];
  if (value === undefined) return requiredMessage({ format });
  if (field === 'note') {
    const { minLength, maxLength } = RULE_SAMPLE_BOUNDS.note;
    const n = [...value].length;
    return n < minLength ? minLengthMessage(minLength) : n > maxLength ? maxLengthMessage(maxLength) : null;
  }
  if (field === 'tags') return itemCountMessage({ items: RULE_SAMPLE_BOUNDS.tags }, value);
  return fieldRuleMessage(format, value);
}

describe('the shared field rules (spec 001 §5.1)', () => {
  it.each(RULE_CASES.map((c) => [c.field, JSON.stringify(c.value)?.slice(0, 40) ?? 'missing', c] as const))(
    '%s = %s',
    (_field, _shown, c) => {
      expect(coreMessage(c.field, c.value)).toEqual(c.message);
    },
  );

  it('has valid and invalid cases for every rule', () => {
    for (const field of [...Object.keys(RULE_SAMPLE_FORMATS), 'note', 'tags']) {
      const cases = RULE_CASES.filter((c) => c.field === field && c.kind !== 'required');
      expect(
        cases.some((c) => c.message === null),
        field,
      ).toBe(true);
      expect(
        cases.some((c) => c.message !== null),
        field,
      ).toBe(true);
    }
  });

  it('leaves empty values to the required rule', () => {
    expect(fieldRuleMessage('mobile', '')).toBeNull();
    expect(fieldRuleMessage('mobile', undefined)).toBeNull();
    expect(fieldRuleMessage('no-such-format', 'x')).toBeNull();
    expect(itemCountMessage({ items: { min: 2 } }, '')).toBeNull();
    expect(requiredMessage({ format: 'email' }).zh).toBe('必填项不能为空');
  });

  it('splits multi values on commas, dropping blanks, and accepts arrays', () => {
    expect(multiValues('1, 2,,3')).toEqual(['1', '2', '3']);
    expect(multiValues(['a', 'b'])).toEqual(['a', 'b']);
    expect(itemCountMessage({ items: { max: 1 } }, ['a', 'b'])?.zh).toBe('最多选择1项');
  });
});
