// POST /sys/login (captcha, lock-out, per-IP limit), POST /sys/phoneLogin and POST /sys/sms (SMS
// codes through the pluggable sender; the same answer for a known and an unknown phone, the phone
// getting a notice instead of a code where a code would not do), POST /sys/logout, GET /sys/randomImage/{key}, and the
// dictionary calls of the sign-in flow.
import type { FastifyInstance } from 'fastify';
import type { I18nText, Lang, Registry } from '../../../../runtime/core/registry.ts';
import type { Db } from '../../engine/db/database.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import { consumeCaptcha, registerCaptchaRoute } from './captcha.ts';
import { buildDictTables, type DictTable } from './dicts.ts';
import { assertNotLocked, failSignIn } from './lockout.ts';
import { verifyPassword } from '../../engine/crud/password.ts';
import { hit, limitByIp, type RateLimits } from './rate-limit.ts';
import { SIGN_IN_COLUMNS, completeSignIn, type SignInUser } from './sign-in.ts';
import { USER_ENABLED, revokeSession } from './session.ts';
import {
  MOBILE_PATTERN,
  SMS_LOGIN,
  SMS_MESSAGES,
  SMS_NOTICES,
  SMS_REGISTER,
  consumeSmsCode,
  issueSmsCode,
  type SmsSender,
} from './sms.ts';
import { LOG_SIGN_IN, writeSysLog } from './sys-log.ts';

export interface LoginBody {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string | number;
}

export interface SignInOptions {
  /** Whether sign-in requires the image captcha (config CAPTCHA). */
  captcha: boolean;
  smsSender: SmsSender;
  rateLimits: RateLimits;
  /** sysAllDictItems of the sign-in answer; defaults to the registry's dictionaries. */
  dictItems?: (lang: Lang) => DictTable | Promise<DictTable>;
}

const WRONG = t('用户名或密码错误', 'Incorrect username or password');
const FROZEN = t('该用户已冻结', 'This account is frozen');
const PHONE_UNKNOWN = t('该手机号未注册', 'No account uses this mobile number');
const BAD_MODE = t('不支持的短信类型', 'Unsupported SMS mode');

const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 64 },
      password: { type: 'string', minLength: 1, maxLength: 128 },
      captcha: { type: 'string', maxLength: 16 },
      checkKey: {},
      remember_me: {},
    },
  },
};

const phoneLoginSchema = {
  body: {
    type: 'object',
    required: ['mobile', 'captcha'],
    properties: { mobile: { type: 'string', maxLength: 32 }, captcha: { type: 'string', maxLength: 16 } },
  },
};

const smsSchema = {
  body: {
    type: 'object',
    required: ['mobile', 'smsmode'],
    properties: { mobile: { type: 'string', maxLength: 32 }, smsmode: {} },
  },
};

export function checkMobile(mobile: string): string {
  const m = mobile.trim();
  if (!MOBILE_PATTERN.test(m)) throw badRequest(SMS_MESSAGES.badMobile);
  return m;
}

async function userByPhone(db: Db, mobile: string): Promise<SignInUser | undefined> {
  return (await db
    .selectFrom('sys_user')
    .select([...SIGN_IN_COLUMNS])
    .where('phone', '=', mobile)
    .orderBy('create_time')
    .orderBy('id')
    .executeTakeFirst()) as SignInUser | undefined;
}

export function registerLoginRoutes(app: FastifyInstance, db: Db, registry: Registry, opts: SignInOptions) {
  const dicts = buildDictTables(registry);
  const dictItems = opts.dictItems ?? ((lang: Lang) => dicts[lang]);
  const limit = (name: Parameters<typeof limitByIp>[2]) => limitByIp(db, opts.rateLimits, name);

  registerCaptchaRoute(app, db, opts.captcha, limit('randomImage'));

  app.post<{ Body: LoginBody }>(
    '/sys/login',
    { schema: loginSchema, config: { public: true }, onRequest: limit('login') },
    async (request) => {
      const started = Date.now();
      const lang: Lang = langOf(request);
      const body = request.body;
      if (opts.captcha) await consumeCaptcha(db, body.checkKey, body.captcha);
      await assertNotLocked(db, body.username);
      const user = (await db
        .selectFrom('sys_user')
        .select([...SIGN_IN_COLUMNS])
        .where('username', '=', body.username)
        .executeTakeFirst()) as SignInUser | undefined;
      // verifyPassword spends the same time whether or not the user exists.
      const valid = await verifyPassword(body.password, user?.password);
      if (!user || !valid) return failSignIn(db, body.username, WRONG);
      if (user.status !== USER_ENABLED) throw new HttpError(403, FROZEN);
      const result = await completeSignIn(db, request, user, await dictItems(lang), t('', ''), started);
      return ok(result, say(t('登录成功', 'Signed in'), lang));
    },
  );

  app.post<{ Body: { mobile: string; captcha: string } }>(
    '/sys/phoneLogin',
    { schema: phoneLoginSchema, config: { public: true }, onRequest: limit('phoneLogin') },
    async (request) => {
      const started = Date.now();
      const lang = langOf(request);
      const mobile = checkMobile(request.body.mobile);
      await consumeSmsCode(db, mobile, SMS_LOGIN, request.body.captcha);
      const user = await userByPhone(db, mobile);
      if (!user) throw badRequest(PHONE_UNKNOWN);
      if (user.status !== USER_ENABLED) throw new HttpError(403, FROZEN);
      await assertNotLocked(db, user.username);
      const result = await completeSignIn(db, request, user, await dictItems(lang), t('手机号', 'phone '), started);
      return ok(result, say(t('登录成功', 'Signed in'), lang));
    },
  );

  app.post<{ Body: { mobile: string; smsmode: string | number } }>(
    '/sys/sms',
    { schema: smsSchema, config: { public: true }, onRequest: limit('sms') },
    async (request) => {
      const mobile = checkMobile(request.body.mobile);
      const mode = String(request.body.smsmode);
      if (mode !== SMS_LOGIN && mode !== SMS_REGISTER) throw badRequest(BAD_MODE);
      const lang = langOf(request);
      const user = await userByPhone(db, mobile);
      // The same answer whether or not the phone has an account; the phone learns the truth by SMS.
      let notice: I18nText | undefined;
      if (mode === SMS_LOGIN && !user) notice = SMS_NOTICES.unknownPhone;
      else if (mode === SMS_LOGIN && user!.status !== USER_ENABLED) notice = SMS_NOTICES.frozen;
      else if (mode === SMS_REGISTER && user) notice = SMS_NOTICES.phoneTaken;
      await hit(db, `smsPerMobile:${mobile}`, opts.rateLimits.smsPerMobile);
      await issueSmsCode(db, opts.smsSender, mobile, mode, notice && say(notice, lang));
      return ok(null, say(SMS_MESSAGES.sent, lang));
    },
  );

  app.post('/sys/logout', { config: { duringPasswordChange: true } }, async (request) => {
    await revokeSession(db, request.headers['x-access-token'] as string);
    const user = request.user!;
    await writeSysLog(db, request, {
      logType: LOG_SIGN_IN,
      content: `用户名: ${user.username},退出成功！`,
      username: user.username,
      realname: user.realname,
    });
    return ok(null, say(t('退出登录成功', 'Signed out'), langOf(request)));
  });
  // The dictionary calls (queryAllDictItems, refleshCache, getDictItems ...) live in dict-routes.ts.
}
