// The table of spec 001 §5.1 rules with valid and invalid values and their exact messages, shared by
// the tests that run it against runtime/core (field-rules.test.ts), the rjsf form and the server
// (tests/integration/validation-rules.test.ts, on the fixture entity
// tests/integration/fixtures/zz_rule_sample.json whose fields are named here). Test data only.
import type { I18nText } from './registry.ts';

export type RuleKind = 'format' | 'required' | 'length' | 'items';

export interface RuleCase {
  /** Field of zz_rule_sample. */
  field: string;
  /** undefined: the field is left out. */
  value: string | undefined;
  /** null: the value is valid. */
  message: I18nText | null;
  /** Which rule speaks (the server words a format problem as "<title>格式错误: <message>"). */
  kind: RuleKind;
}

/** The format of each format-checked field of zz_rule_sample (the tests check the fixture agrees). */
export const RULE_SAMPLE_FORMATS: Record<string, string> = {
  account: 'username',
  mobile: 'mobile',
  email: 'email',
  natural: 'natural',
  english: 'english',
  phone: 'phone',
  bankcard: 'bankcard',
  docno: 'docno',
  idcard: 'idcard',
  qq: 'qq',
  url: 'url',
  alnum20: 'alnum20',
  words: 'words',
  digitsLines: 'digits-lines',
  text255: 'text255',
};

/** zz_rule_sample.note has minLength 3 and maxLength 6; zz_rule_sample.tags has x-items {min 2, max 3}. */
export const RULE_SAMPLE_BOUNDS = { note: { minLength: 3, maxLength: 6 }, tags: { min: 2, max: 3 } };

/** Valid values of the required fields, sent with every case. */
export const RULE_SAMPLE_BASE: Record<string, string> = { account: 'admin', mobile: '13800138000' };

const m = (zh: string, en: string): I18nText => ({ zh, en });
const MOBILE = m('请输入正确手机号', 'Please enter a valid mobile number');
const USERNAME_CHARS = m('只允许字母、数字、下划线', 'Only letters, digits and underscore are allowed');
const USERNAME_LENGTH = m('长度4到18个字符', 'Must be 4 to 18 characters');
const EMAIL = m('邮箱格式不正确', 'Invalid email address');
const NATURAL = m('请输入自然数', 'Please enter a natural number');
const ENGLISH = m('请输入英文字符', 'Please enter English letters');
const PHONE = m('请输入正确的座机号', 'Please enter a valid telephone number');
const BANKCARD = m('请输入正确的银行卡号码', 'Please enter a valid bank card number');
const DOCNO = m('请输入正确的证件号码', 'Please enter a valid document number');
const IDCARD = m('请输入正确的身份证号码', 'Please enter a valid ID card number');
const QQ = m('请输入正确的QQ号码', 'Please enter a valid QQ number');
const URL = m('请输入以http和https开头的网址', 'Please enter a URL starting with http or https');
const ALNUM20 = m('请输入20位以内的英文字符和数字', 'Please enter up to 20 letters or digits');
const WORDS = m(
  '请输入2到100位的中文、英文字符或空格',
  'Please enter 2 to 100 Chinese or English characters and spaces',
);
const DIGITS_LINES = m('只能输入数字和换行', 'Only digits and line feeds are allowed');
const TEXT255 = m('请输入255位以内的字符', 'Please enter up to 255 characters');

function format(field: string, valid: string[], invalid: string[], message: I18nText): RuleCase[] {
  return [
    ...valid.map((value) => ({ field, value, message: null, kind: 'format' as const })),
    ...invalid.map((value) => ({ field, value, message, kind: 'format' as const })),
  ];
}

export const RULE_CASES: RuleCase[] = [
  ...format('account', ['admin', 'user_01', 'A'.repeat(18)], ['ad-min', '用户名称', 'ad min'], USERNAME_CHARS),
  ...format('account', [], ['abc', 'a'.repeat(19)], USERNAME_LENGTH),
  { field: 'account', value: undefined, message: m('请输入用户名', 'Please enter a username'), kind: 'required' },
  ...format(
    'mobile',
    ['13800138000', '15912345678', '17712345678', '14712345678'],
    ['16812345678', '1380013800', '23800138000', '138001380001'],
    MOBILE,
  ),
  { field: 'mobile', value: undefined, message: m('请输入手机号', 'Please enter a mobile number'), kind: 'required' },
  ...format('email', ['a.b@c.io', 'x_y+z@mail.example.com'], ['a@b', 'a b@c.io', 'abc'], EMAIL),
  ...format('natural', ['0', '42'], ['-1', '1.5', 'a'], NATURAL),
  ...format('english', ['Hello', 'abc'], ['abc1', '中文', 'a b'], ENGLISH),
  ...format('phone', ['010-12345678', '0571-1234567', '12345678'], ['12345', '010-1234', 'abc-1234567'], PHONE),
  ...format(
    'bankcard',
    ['6222021234567890', '1234567890', '1'.repeat(20)],
    ['0222021234567890', '123456789', '1'.repeat(21), '6222 0212 3456'],
    BANKCARD,
  ),
  ...format('docno', ['E12345678', 'A'.repeat(50)], ['A'.repeat(51), 'AB-123'], DOCNO),
  ...format(
    'idcard',
    ['11010519491231002X', '440304200001011239', '110105491231002'],
    [
      '440304200001011238', // wrong check character
      '110105194902300020', // 30 February
      '110105209901011234', // born in the future
      '110105491331002', // month 13
      '12345',
    ],
    IDCARD,
  ),
  ...format('qq', ['12345', '123456789012'], ['01234', '1234', '1234567890123'], QQ),
  ...format('url', ['http://a.cn', 'https://example.com/x?y=1'], ['ftp://a.cn', 'www.a.cn'], URL),
  ...format('alnum20', ['abc123', 'a'.repeat(20)], ['a'.repeat(21), 'ab_1'], ALNUM20),
  ...format('words', ['Hello 世界', 'ab', '中文'], ['a', 'a'.repeat(101), 'abc1', 'a,b'], WORDS),
  ...format('digitsLines', ['123\n456', '1'], ['12a', '1 2'], DIGITS_LINES),
  ...format('text255', ['x'.repeat(255), '中'.repeat(255)], ['x'.repeat(256)], TEXT255),
  { field: 'note', value: 'abc', message: null, kind: 'length' },
  { field: 'note', value: 'abcdef', message: null, kind: 'length' },
  { field: 'note', value: 'ab', message: m('最小长度3位字符', 'At least 3 characters'), kind: 'length' },
  { field: 'note', value: 'abcdefg', message: m('最大长度6位字符', 'At most 6 characters'), kind: 'length' },
  { field: 'tags', value: '1,2', message: null, kind: 'items' },
  { field: 'tags', value: '1,2,3', message: null, kind: 'items' },
  { field: 'tags', value: '1', message: m('最少选择2项', 'Choose at least 2 items'), kind: 'items' },
  { field: 'tags', value: '1,2,3,4', message: m('最多选择3项', 'Choose at most 3 items'), kind: 'items' },
];
