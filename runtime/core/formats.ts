// String formats of the entity schema and their rules (spec 001 §5.1): one table used by the server
// (Ajv formats, src/server/engine/crud/body-validator.ts) and the browser (rjsf, runtime/antd/form), with the
// spec's messages in both languages. A rule is a pattern and a message; a few rules need a finer
// check that says what is wrong (username) or that a pattern cannot express (the ID card checksum).
// Messages for a given value come from field-rules.ts (`fieldRuleMessage`).
import { isIdCard } from './field-rules-idcard.ts';
import type { I18nText } from './registry.ts';

export interface FormatRule {
  /** The shape of a valid value. */
  pattern: RegExp;
  message: I18nText;
  /** A finer check replacing the pattern test: the message for `value`, or null when it is valid. */
  check?(value: string): I18nText | null;
}

const msg = (zh: string, en: string): I18nText => ({ zh, en });

const USERNAME_CHARS = msg('只允许字母、数字、下划线', 'Only letters, digits and underscore are allowed');
const USERNAME_LENGTH = msg('长度4到18个字符', 'Must be 4 to 18 characters');
const IDCARD = msg('请输入正确的身份证号码', 'Please enter a valid ID card number');

export const FORMAT_RULES: Record<string, FormatRule> = {
  mobile: { pattern: /^1[34578]\d{9}$/, message: msg('请输入正确手机号', 'Please enter a valid mobile number') },
  phone: {
    pattern: /^(0\d{2,3}-?)?\d{7,8}$/,
    message: msg('请输入正确的座机号', 'Please enter a valid telephone number'),
  },
  email: {
    pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
    message: msg('邮箱格式不正确', 'Invalid email address'),
  },
  url: {
    pattern: /^https?:\/\/\S+$/,
    message: msg('请输入以http和https开头的网址', 'Please enter a URL starting with http or https'),
  },
  idcard: {
    pattern: /^([1-9]\d{14}|[1-9]\d{16}[\dXx])$/,
    message: IDCARD,
    check: (v) => (isIdCard(v) ? null : IDCARD),
  },
  postcode: { pattern: /^\d{6}$/, message: msg('请输入正确的邮政编码', 'Please enter a 6-digit postcode') },
  // docs/decisions.md#14-usernames: 4 to 18 characters (so `admin` is valid), and the message says so.
  username: {
    pattern: /^\w{4,18}$/,
    message: USERNAME_CHARS,
    check: (v) => (/[^A-Za-z0-9_]/.test(v) ? USERNAME_CHARS : v.length < 4 || v.length > 18 ? USERNAME_LENGTH : null),
  },
  natural: { pattern: /^\d+$/, message: msg('请输入自然数', 'Please enter a natural number') },
  english: { pattern: /^[A-Za-z]+$/, message: msg('请输入英文字符', 'Please enter English letters') },
  bankcard: {
    pattern: /^[1-9]\d{9,19}$/,
    message: msg('请输入正确的银行卡号码', 'Please enter a valid bank card number'),
  },
  docno: {
    pattern: /^[A-Za-z0-9]{1,50}$/,
    message: msg('请输入正确的证件号码', 'Please enter a valid document number'),
  },
  qq: { pattern: /^[1-9]\d{4,11}$/, message: msg('请输入正确的QQ号码', 'Please enter a valid QQ number') },
  alnum20: {
    pattern: /^[A-Za-z0-9]{1,20}$/,
    message: msg('请输入20位以内的英文字符和数字', 'Please enter up to 20 letters or digits'),
  },
  words: {
    pattern: /^[\u4e00-\u9fa5A-Za-z ]{2,100}$/,
    message: msg(
      '请输入2到100位的中文、英文字符或空格',
      'Please enter 2 to 100 Chinese or English characters and spaces',
    ),
  },
  'digits-lines': {
    pattern: /^[\d\r\n]+$/,
    message: msg('只能输入数字和换行', 'Only digits and line feeds are allowed'),
  },
  // Counted in characters (code points), as maxLength counts them.
  text255: { pattern: /^[\s\S]{0,255}$/u, message: msg('请输入255位以内的字符', 'Please enter up to 255 characters') },
  // Region codes joined into a path (province[,city[,area]]); the server also checks each code is a
  // child of the one before (runtime/core/regions.ts, kept out of the browser's form chunk).
  area: {
    pattern: /^\d{6}(,\d{6}){0,2}$/,
    message: msg('请选择正确的省市区', 'Please choose a valid province, city and district'),
  },
  date: {
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    message: msg('日期格式错误 (YYYY-MM-DD)', 'Invalid date (YYYY-MM-DD)'),
  },
  'date-time': {
    pattern: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    message: msg('时间格式错误 (YYYY-MM-DD HH:mm:ss)', 'Invalid date-time (YYYY-MM-DD HH:mm:ss)'),
  },
  time: { pattern: /^\d{2}:\d{2}:\d{2}$/, message: msg('时间格式错误 (HH:mm:ss)', 'Invalid time (HH:mm:ss)') },
};

/** Formats that carry no pattern but change storage or widget. */
export const KNOWN_FORMATS = [
  ...Object.keys(FORMAT_RULES),
  'money',
  'image',
  'images',
  'file',
  'richtext',
  'cron',
  'password',
  'textarea',
] as const;

export const REQUIRED_MESSAGE: I18nText = msg('必填项不能为空', 'This field is required');

/** "{attr}格式错误" of the spec, for a format without its own message. */
export function formatErrorMessage(attr: string): I18nText {
  return { zh: `${attr}格式错误`, en: `${attr} has an invalid format` };
}

/** The rule's message for a non-empty value, or null when the value passes. */
export function ruleMessage(rule: FormatRule, value: string): I18nText | null {
  if (rule.check) return rule.check(value);
  return rule.pattern.test(value) ? null : rule.message;
}

export function checkFormat(format: string, value: string): boolean {
  const rule = FORMAT_RULES[format];
  return rule ? ruleMessage(rule, value) === null : true;
}

/** Money travels as a decimal with at most 2 places and is stored as integer minor units. */
export function moneyToMinor(value: number): number {
  return Math.round(value * 100);
}

export function minorToMoney(value: number): number {
  return Math.round(value) / 100;
}
