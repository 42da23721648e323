// The image captcha of sign-in (docs/decisions.md#20-sessions-and-sign-in): GET /sys/randomImage/{key} stores a random
// 4-character code under the client's key for 60 s; POST /sys/login consumes it. Every check deletes
// the row first (DELETE ... RETURNING), so a code is tried at most once, right or wrong: a 4-character
// code cannot be brute-forced and a seen code cannot be replayed. With CAPTCHA=off (refused in
// production by config.ts) the route answers {required: false} so the sign-in page hides the field.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../engine/db/database.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { badRequest } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { captchaDataUrl, randomCode } from './captcha-image.ts';

export const CAPTCHA_TTL_MS = 60_000;

export const CAPTCHA_MESSAGES = {
  wrong: t('验证码错误', 'Incorrect captcha'),
  expired: t('验证码已失效，请刷新后重试', 'The captcha has expired; refresh it and try again'),
  missing: t('请输入验证码', 'Please enter the captcha'),
  badKey: t('验证码参数无效', 'Invalid captcha key'),
};

const KEY = /^[A-Za-z0-9_-]{1,64}$/;

export async function issueCaptcha(db: Db, checkKey: string, now = Date.now()): Promise<string> {
  const code = randomCode();
  await db.deleteFrom('sys_captcha').where('expires_at', '<', now).execute();
  await db
    .insertInto('sys_captcha')
    .values({ check_key: checkKey, code, expires_at: now + CAPTCHA_TTL_MS })
    .onConflict((oc) => oc.column('check_key').doUpdateSet({ code, expires_at: now + CAPTCHA_TTL_MS }))
    .execute();
  return code;
}

/** Consume the captcha of `checkKey`; throws 400 when it is missing, unknown, used, expired or wrong. */
export async function consumeCaptcha(db: Db, checkKey: unknown, captcha: unknown, now = Date.now()): Promise<void> {
  if (typeof captcha !== 'string' || captcha.trim() === '') throw badRequest(CAPTCHA_MESSAGES.missing);
  const key = typeof checkKey === 'number' ? String(checkKey) : checkKey;
  if (typeof key !== 'string' || !KEY.test(key)) throw badRequest(CAPTCHA_MESSAGES.expired);
  const row = await db
    .deleteFrom('sys_captcha')
    .where('check_key', '=', key)
    .returning(['code', 'expires_at'])
    .executeTakeFirst();
  if (!row || Number(row.expires_at) < now) throw badRequest(CAPTCHA_MESSAGES.expired);
  if (String(row.code).toUpperCase() !== captcha.trim().toUpperCase()) throw badRequest(CAPTCHA_MESSAGES.wrong);
}

export function registerCaptchaRoute(
  app: FastifyInstance,
  db: Db,
  required: boolean,
  limit: (request: FastifyRequest) => Promise<void>,
): void {
  app.get<{ Params: { key: string } }>(
    '/sys/randomImage/:key',
    { config: { public: true }, onRequest: limit },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!required) return ok({ required: false });
      const key = request.params.key;
      if (!KEY.test(key)) throw badRequest(CAPTCHA_MESSAGES.badKey);
      return ok(captchaDataUrl(await issueCaptcha(db, key)));
    },
  );
}
