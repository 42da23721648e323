// The shared field rules of spec 001 §5.1 as a small API over formats.ts, used alike by the entity
// form (runtime/antd/form/validation.ts) and the server (src/server/engine/crud/body-validator.ts): the
// message of a format for a value, the required message of a field (请输入手机号 / 请输入用户名 /
// 必填项不能为空), the length messages, and the item counts of multi-valued fields (comma-joined
// values, FieldDef.multiple with FieldDef.items). An empty value passes every rule but `required`.
import { splitValues } from './multi-value.ts';
import { FORMAT_RULES, REQUIRED_MESSAGE, ruleMessage } from './formats.ts';
import type { FieldDef, I18nText } from './registry.ts';

const REQUIRED_BY_FORMAT: Record<string, I18nText> = {
  mobile: { zh: '请输入手机号', en: 'Please enter a mobile number' },
  username: { zh: '请输入用户名', en: 'Please enter a username' },
};

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The message of `format`'s rule for `value`, or null when it passes (or is empty, or has no rule). */
export function fieldRuleMessage(format: string | undefined, value: unknown): I18nText | null {
  const rule = format ? FORMAT_RULES[format] : undefined;
  if (!rule || isEmptyValue(value)) return null;
  return ruleMessage(rule, String(value));
}

/** What a required field says when it is empty. */
export function requiredMessage(field: Pick<FieldDef, 'format'>): I18nText {
  return (field.format && REQUIRED_BY_FORMAT[field.format]) || REQUIRED_MESSAGE;
}

export function minLengthMessage(n: number): I18nText {
  return { zh: `最小长度${n}位字符`, en: `At least ${n} characters` };
}

export function maxLengthMessage(n: number): I18nText {
  return { zh: `最大长度${n}位字符`, en: `At most ${n} characters` };
}

export function minItemsMessage(n: number): I18nText {
  return { zh: `最少选择${n}项`, en: `Choose at least ${n} items` };
}

export function maxItemsMessage(n: number): I18nText {
  return { zh: `最多选择${n}项`, en: `Choose at most ${n} items` };
}

/** The values of a multi-valued field: a comma-joined string (or an array), blanks dropped. */
export function multiValues(value: unknown): string[] {
  return isEmptyValue(value) ? [] : splitValues(value);
}

/** Too few or too many values for the field's `items` bounds; null when within them or empty. */
export function itemCountMessage(field: Pick<FieldDef, 'items'>, value: unknown): I18nText | null {
  const count = multiValues(value).length;
  if (count === 0 || !field.items) return null;
  const { min, max } = field.items;
  if (min !== undefined && count < min) return minItemsMessage(min);
  if (max !== undefined && count > max) return maxItemsMessage(max);
  return null;
}
