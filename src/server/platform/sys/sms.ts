// SMS verification codes (sign-in by phone, registration). Codes are 6 digits, valid 5 minutes, used
// once, stored per (mode, mobile) in sys_sms_code so a registration code never signs in; one code per
// mobile per minute, and at most 5 wrong tries before the code is dropped. Delivery goes through a
// pluggable SmsSender: the default writes the code to the server log, tests capture it, a real SMS
// gateway plugs in by buildApp({ smsSender }).
//
// The public routes answer the same whether or not a phone or username is known (no enumeration):
// where the honest answer would tell (a sign-in code for an unknown phone, a registration code for a
// registered one, a taken username), the phone gets an SMS notice instead of a code (`notice`), and a
// code is still stored, unsent, so the once-a-minute rule and the database work are the same.
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../engine/db/database.ts';
import { badRequest } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { tooMany } from './rate-limit.ts';

/** spec smsmode: 0 sign-in, 1 registration. */
export type SmsMode = '0' | '1';
export const SMS_LOGIN: SmsMode = '0';
export const SMS_REGISTER: SmsMode = '1';

export interface SmsMessage {
  mobile: string;
  mode: SmsMode;
  /** The 6-digit code to send; '' when the message is a notice. */
  code: string;
  /** Instead of a code: the text to send as it is (in the requester's language), e.g. 该手机号已注册，请直接登录. */
  notice?: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void> | void;
}

/** The default sender: the code or notice goes to the server log (no SMS gateway configured). */
export function logSmsSender(log: { info(obj: object, msg: string): void }): SmsSender {
  return {
    send: ({ mobile, code, mode, notice }) =>
      log.info({ mobile, mode }, notice ? `SMS notice: ${notice}` : `SMS verification code ${code}`),
  };
}

export const SMS_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = 60_000;
export const SMS_MAX_TRIES = 5;

export const MOBILE_PATTERN = /^1[34578]\d{9}$/;

/** Texts sent by SMS instead of a code or with the outcome of a registration. */
export const SMS_NOTICES = {
  unknownPhone: t(
    '该手机号未注册账号，无法用短信验证码登录；如需使用请先注册',
    'No account uses this mobile number, so it cannot sign in by SMS code; please register first',
  ),
  frozen: t(
    '该手机号的账号已冻结，请联系管理员',
    'The account of this mobile number is frozen; please contact the administrator',
  ),
  phoneTaken: t('该手机号已注册，请直接登录', 'This mobile number is already registered; please sign in'),
  usernameTaken: (username: string) =>
    t(
      `注册未完成：用户名 ${username} 已被使用，请换一个用户名重新注册`,
      `Registration not completed: the username ${username} is taken; please register again with another one`,
    ),
  registered: (username: string) =>
    t(`注册成功，您的用户名是 ${username}，请直接登录`, `Registered: your username is ${username}; please sign in`),
};

export const SMS_MESSAGES = {
  sent: t('短信验证码已发送', 'SMS code sent'),
  badMobile: t('请输入正确手机号', 'Please enter a valid mobile number'),
  expired: t('短信验证码已失效，请重新获取', 'The SMS code has expired; request a new one'),
  wrong: t('短信验证码错误', 'Incorrect SMS code'),
  missing: t('请输入短信验证码', 'Please enter the SMS code'),
};

const codeKey = (mode: SmsMode, mobile: string) => `${mode}:${mobile}`;

/**
 * Create and send a code (or, with `notice`, store the code unsent and send the notice instead); throws
 * 429 when the previous one for this mobile is younger than a minute.
 */
export async function issueSmsCode(
  db: Db,
  sender: SmsSender,
  mobile: string,
  mode: SmsMode,
  notice?: string,
  now = Date.now(),
) {
  const k = codeKey(mode, mobile);
  const prev = await db.selectFrom('sys_sms_code').select('sent_at').where('code_key', '=', k).executeTakeFirst();
  if (prev && Number(prev.sent_at) > now - SMS_RESEND_MS) throw tooMany(Number(prev.sent_at) + SMS_RESEND_MS - now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = { code, expires_at: now + SMS_TTL_MS, sent_at: now, attempts: 0 };
  await db
    .deleteFrom('sys_sms_code')
    .where('expires_at', '<', now - SMS_TTL_MS)
    .execute();
  await db
    .insertInto('sys_sms_code')
    .values({ code_key: k, ...values })
    .onConflict((oc) => oc.column('code_key').doUpdateSet(values))
    .execute();
  try {
    await sender.send(notice === undefined ? { mobile, code, mode } : { mobile, code: '', mode, notice });
  } catch (err) {
    await db.deleteFrom('sys_sms_code').where('code_key', '=', k).execute();
    throw err;
  }
}

/** Use the code once; throws 400 when it is missing, unknown, expired or wrong. */
export async function consumeSmsCode(db: Db, mobile: string, mode: SmsMode, code: unknown, now = Date.now()) {
  if (typeof code !== 'string' || code.trim() === '') throw badRequest(SMS_MESSAGES.missing);
  const k = codeKey(mode, mobile);
  // Delete-if-matching is the single use: two concurrent requests cannot both succeed.
  const used = await db
    .deleteFrom('sys_sms_code')
    .where('code_key', '=', k)
    .where('code', '=', code.trim())
    .where('expires_at', '>=', now)
    .returning('code_key')
    .executeTakeFirst();
  if (used) return;
  // A wrong try: count it in one statement, so concurrent tries (on any instance) are all counted.
  const tried = await db
    .updateTable('sys_sms_code')
    .set({ attempts: sql`attempts + 1` })
    .where('code_key', '=', k)
    .where('expires_at', '>=', now)
    .returning('attempts')
    .executeTakeFirst();
  if (!tried) throw badRequest(SMS_MESSAGES.expired);
  if (Number(tried.attempts) >= SMS_MAX_TRIES) {
    await db.deleteFrom('sys_sms_code').where('code_key', '=', k).where('attempts', '>=', SMS_MAX_TRIES).execute();
  }
  throw badRequest(SMS_MESSAGES.wrong);
}
