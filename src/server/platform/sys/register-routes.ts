// Self-registration (spec 001 §2.1 /user/register):
//   POST /sys/user/register {username, password, phone, smscode}  public, rate-limited per IP
// The SMS code must be one sent for registration (POST /sys/sms smsmode 1) to that phone. Input that
// is wrong whoever asks (username pattern, password policy, mobile format, the SMS code) is a 400 as
// usual. Past the code, the answer is the same whether or not the username or phone is taken (no
// enumeration: same status, message and result, and the password is hashed either way); the real
// outcome goes to the phone by SMS (注册成功… / 用户名 x 已被使用… / 该手机号已注册…). The new account is
// enabled, named after its username, of the non-administrator user type, and holds the role
// `registerRole` (config REGISTER_ROLE, default `registered`: the Home menus, seeded by
// permissions/seed.ts) when that role exists.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { I18nText } from '../../../../runtime/core/registry.ts';
import type { Db } from '../../engine/db/database.ts';
import { ctxOf, type CrudDeps } from '../../engine/crud/context.ts';
import { linkCtx, writeLinkSet } from '../../engine/crud/link-writes.ts';
import { inTransaction } from '../../engine/crud/pipeline.ts';
import { checkAdd, insertChecked, prepareAdd } from '../../engine/crud/write.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { badRequest } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import { checkMobile } from './login-routes.ts';
import { hashPassword } from '../../engine/crud/password.ts';
import { assertPasswordPolicy } from '../../engine/crud/password-policy.ts';
import { USER_ENABLED } from './session.ts';
import { SMS_NOTICES, SMS_REGISTER, consumeSmsCode, type SmsSender } from './sms.ts';
import { LOG_OPERATION, writeSysLog } from './sys-log.ts';

/** docs/decisions.md#14-usernames: letters, digits and underscore, 4 to 18 characters. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,18}$/;

/** user_role_type: the ordinary user (not 0, the administrator). */
export const REGISTERED_ROLE_TYPE = 4;

export const REGISTER_MESSAGES = {
  username: t(
    '用户名只允许字母、数字、下划线，长度4-18个字符',
    'The username takes letters, digits and underscores, 4-18 characters',
  ),
  /** The one answer past the SMS code, whatever happened (the SMS tells the outcome). */
  done: t(
    '注册申请已提交，结果已通过短信发送到您的手机',
    'Registration submitted; the result has been sent to your mobile by SMS',
  ),
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

export interface RegisterOptions {
  smsSender: SmsSender;
  /** Code of the role a new account gets (config REGISTER_ROLE); none when no such role exists. */
  registerRole: string;
}

/** Why the account cannot be created (sent by SMS), or undefined when it can. */
async function refusal(db: Db, username: string, phone: string): Promise<I18nText | undefined> {
  const taken = await db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirst();
  if (taken) return SMS_NOTICES.usernameTaken(username);
  const phoneUser = await db.selectFrom('sys_user').select('id').where('phone', '=', phone).executeTakeFirst();
  return phoneUser ? SMS_NOTICES.phoneTaken : undefined;
}

/**
 * The new account through the write pipeline, made as the account itself (the route is public): the
 * add stages of sys_user (schema, policy and hashing, unique username, a data-log row) and its role
 * through the link-set stage, in one transaction.
 */
async function createAccount(
  request: FastifyRequest,
  deps: CrudDeps,
  o: RegisterOptions,
  username: string,
  phone: string,
  password: string,
) {
  const model = deps.models.get('sys_user');
  const links = deps.models.get('sys_user_role');
  if (!model || !links) throw new Error('sys: the registry has no sys_user or sys_user_role');
  const ctx = await ctxOf(request, deps, model, { id: '', username, realname: username });
  const hooks = deps.extensions?.of('sys_user');
  const body = { username, realname: username, password, phone, status: USER_ENABLED, roleType: REGISTERED_ROLE_TYPE };
  const p = await prepareAdd(ctx, model, body, hooks);
  ctx.user = { ...ctx.user, id: p.id };
  const role = await deps.db
    .selectFrom('sys_role')
    .select('id')
    .where('role_code', '=', o.registerRole)
    .executeTakeFirst();
  await inTransaction(ctx, async (trx) => {
    await checkAdd(trx, ctx, model, deps.models, p);
    await insertChecked(trx, ctx, model, [p], hooks);
    if (!role) return;
    const set = { owner: ['userId', p.id] as [string, string], target: 'roleId', targets: [String(role.id)] };
    await writeLinkSet(trx, linkCtx(ctx, links), links, deps.models, set, deps.extensions?.of('sys_user_role'));
  });
}

export function registerRegisterRoute(
  app: FastifyInstance,
  deps: CrudDeps,
  limit: (request: FastifyRequest) => Promise<void>,
  o: RegisterOptions,
): void {
  const { db } = deps;
  app.post<{ Body: RegisterBody }>(
    '/sys/user/register',
    { schema: registerSchema, config: { public: true }, onRequest: limit },
    async (request) => {
      const lang = langOf(request);
      const { password, smscode } = request.body;
      const username = request.body.username.trim();
      if (!USERNAME_PATTERN.test(username)) throw badRequest(REGISTER_MESSAGES.username);
      assertPasswordPolicy(password);
      const phone = checkMobile(request.body.phone);
      // The code first: it proves the phone, and a bad one says nothing about accounts.
      await consumeSmsCode(db, phone, SMS_REGISTER, smscode);
      const refused = await refusal(db, username, phone);
      if (refused) {
        await hashPassword(password); // as the account's write does, so both outcomes take the same time
        await writeSysLog(db, request, { logType: LOG_OPERATION, content: `用户 ${username} 注册未完成`, username });
      } else {
        await createAccount(request, deps, o, username, phone, password);
        await writeSysLog(db, request, { logType: LOG_OPERATION, content: `用户 ${username} 注册成功`, username });
      }
      await o.smsSender.send({
        mobile: phone,
        mode: SMS_REGISTER,
        code: '',
        notice: say(refused ?? SMS_NOTICES.registered(username), lang),
      });
      return ok({ username }, say(REGISTER_MESSAGES.done, lang));
    },
  );
}
