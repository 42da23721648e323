// SMS verification codes (sign-in by phone, registration). Codes are 6 digits, valid 5 minutes, used
// once, stored per (mode, mobile) in sys_sms_code so a registration code never signs in; one code per
// mobile per minute, and at most 5 wrong tries before the code is dropped. Delivery goes through a
// pluggable SmsSender: the default writes the code to the server log, tests capture it, a real SMS
// gateway plugs in by buildApp({ smsSender }).
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { badRequest } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';
import { tooMany } from './rate-limit.ts';

/** spec smsmode: 0 sign-in, 1 registration. */
export type SmsMode = '0' | '1';
export const SMS_LOGIN: SmsMode = '0';
export const SMS_REGISTER: SmsMode = '1';

export interface SmsSender {
  send(message: { mobile: string; code: string; mode: SmsMode }): Promise<void> | void;
}

/** The default sender: the code goes to the server log (no SMS gateway configured). */
export function logSmsSender(log: { info(obj: object, msg: string): void }): SmsSender {
  return { send: ({ mobile, code, mode }) => log.info({ mobile, mode }, `SMS verification code ${code}`) };
}

export const SMS_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = 60_000;
export const SMS_MAX_TRIES = 5;

export const MOBILE_PATTERN = /^1[34578]\d{9}$/;

export const SMS_MESSAGES = {
  badMobile: t('请输入正确手机号', 'Please enter a valid mobile number'),
  expired: t('短信验证码已失效，请重新获取', 'The SMS code has expired; request a new one'),
  wrong: t('短信验证码错误', 'Incorrect SMS code'),
  missing: t('请输入短信验证码', 'Please enter the SMS code'),
};

const codeKey = (mode: SmsMode, mobile: string) => `${mode}:${mobile}`;

/** Create and send a code; throws 429 when the previous one for this mobile is younger than a minute. */
export async function issueSmsCode(db: Db, sender: SmsSender, mobile: string, mode: SmsMode, now = Date.now()) {
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
    await sender.send({ mobile, code, mode });
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
