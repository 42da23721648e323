// Self-registration (spec 001 §2.1 /user/register):
//   POST /sys/user/register {username, password, phone, smscode}  public, rate-limited per IP
// The SMS code must be one sent for registration (POST /sys/sms smsmode 1) to that phone. The new
// account is enabled, named after its username, and has no roles until an administrator gives some.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { nowText } from '../db/time.ts';
import { uuidv7 } from '../db/uuid.ts';
import { ok } from '../plugins/errors.ts';
import { badRequest } from '../plugins/http-error.ts';
import { langOf, say, t } from '../plugins/i18n.ts';
import { checkMobile } from './login-routes.ts';
import { hashPassword } from './password.ts';
import { assertPasswordPolicy } from './password-policy.ts';
import { USER_ENABLED } from './session.ts';
import { SMS_REGISTER, consumeSmsCode } from './sms.ts';
import { LOG_OPERATION, writeSysLog } from './sys-log.ts';

/** docs/decisions.md#14-usernames: letters, digits and underscore, 4 to 18 characters. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,18}$/;

export const REGISTER_MESSAGES = {
  username: t(
    '用户名只允许字母、数字、下划线，长度4-18个字符',
    'The username takes letters, digits and underscores, 4-18 characters',
  ),
  usernameTaken: t('用户名已存在', 'This username is taken'),
  phoneTaken: t('该手机号已注册，请直接登录', 'This mobile number is already registered; please sign in'),
  done: t('注册成功', 'Registered'),
};

const registerSchema = {
  body: {
    type: 'object',
    required: ['username', 'password', 'phone', 'smscode'],
    properties: {
      username: { type: 'string', maxLength: 64 },
      password: { type: 'string', maxLength: 128 },
      phone: { type: 'string', maxLength: 32 },
      smscode: { type: 'string', maxLength: 16 },
    },
  },
};

interface RegisterBody {
  username: string;
  password: string;
  phone: string;
  smscode: string;
}

export function registerRegisterRoute(
  app: FastifyInstance,
  db: Db,
  limit: (request: FastifyRequest) => Promise<void>,
): void {
  app.post<{ Body: RegisterBody }>(
    '/sys/user/register',
    { schema: registerSchema, config: { public: true }, onRequest: limit },
    async (request) => {
      const { password, smscode } = request.body;
      const username = request.body.username.trim();
      if (!USERNAME_PATTERN.test(username)) throw badRequest(REGISTER_MESSAGES.username);
      assertPasswordPolicy(password);
      const phone = checkMobile(request.body.phone);
      const taken = await db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirst();
      if (taken) throw badRequest(REGISTER_MESSAGES.usernameTaken);
      const phoneUser = await db.selectFrom('sys_user').select('id').where('phone', '=', phone).executeTakeFirst();
      if (phoneUser) throw badRequest(REGISTER_MESSAGES.phoneTaken);
      // Last, so a taken username or a weak password does not burn the code.
      await consumeSmsCode(db, phone, SMS_REGISTER, smscode);
      const id = uuidv7();
      await db
        .insertInto('sys_user')
        .values({
          id,
          username,
          realname: username,
          password: await hashPassword(password),
          phone,
          status: USER_ENABLED,
          role_type: 0,
          create_by: username,
          create_time: nowText(),
          version: 1,
        })
        .execute();
      await writeSysLog(db, request, { logType: LOG_OPERATION, content: `用户 ${username} 注册成功`, username });
      return ok({ id, username }, say(REGISTER_MESSAGES.done, langOf(request)));
    },
  );
}
