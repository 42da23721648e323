// String formats of the entity schema: the same patterns validate on the server (Ajv) and in the
// browser (rjsf), with the spec's messages (001 §5.1).
import type { I18nText } from './registry.ts';

export interface FormatRule {
  pattern: RegExp;
  message: I18nText;
}

export const FORMAT_RULES: Record<string, FormatRule> = {
  mobile: { pattern: /^1[34578]\d{9}$/, message: { zh: '请输入正确手机号', en: 'Please enter a valid mobile number' } },
  phone: {
    pattern: /^(0\d{2,3}-?)?\d{7,8}$/,
    message: { zh: '请输入正确的座机号', en: 'Please enter a valid telephone number' },
  },
  email: {
    pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
    message: { zh: '邮箱格式不正确', en: 'Invalid email address' },
  },
  url: {
    pattern: /^https?:\/\/\S+$/,
    message: { zh: '请输入以http和https开头的网址', en: 'Please enter a URL starting with http or https' },
  },
  idcard: {
    pattern: /^(\d{15}|\d{17}[\dXx])$/,
    message: { zh: '请输入正确的身份证号码', en: 'Please enter a valid ID card number' },
  },
  postcode: { pattern: /^\d{6}$/, message: { zh: '请输入正确的邮政编码', en: 'Please enter a 6-digit postcode' } },
  date: {
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    message: { zh: '日期格式错误 (YYYY-MM-DD)', en: 'Invalid date (YYYY-MM-DD)' },
  },
  'date-time': {
    pattern: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    message: { zh: '时间格式错误 (YYYY-MM-DD HH:mm:ss)', en: 'Invalid date-time (YYYY-MM-DD HH:mm:ss)' },
  },
  time: { pattern: /^\d{2}:\d{2}:\d{2}$/, message: { zh: '时间格式错误 (HH:mm:ss)', en: 'Invalid time (HH:mm:ss)' } },
};

/** Formats that carry no pattern but change storage or widget. */
export const KNOWN_FORMATS = [
  ...Object.keys(FORMAT_RULES),
  'money',
  'image',
  'images',
  'file',
  'richtext',
  'area',
  'cron',
  'password',
  'textarea',
] as const;

export const REQUIRED_MESSAGE: I18nText = { zh: '必填项不能为空', en: 'This field is required' };

/** "{attr}格式错误" of the spec, for a format without its own message. */
export function formatErrorMessage(attr: string): I18nText {
  return { zh: `${attr}格式错误`, en: `${attr} has an invalid format` };
}

export function checkFormat(format: string, value: string): boolean {
  const rule = FORMAT_RULES[format];
  return rule ? rule.pattern.test(value) : true;
}

/** Money travels as a decimal with at most 2 places and is stored as integer minor units. */
export function moneyToMinor(value: number): number {
  return Math.round(value * 100);
}

export function minorToMoney(value: number): number {
  return Math.round(value) / 100;
}
