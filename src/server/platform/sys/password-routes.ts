// Password changes (spec 001 §5.5, §7.1; docs/decisions.md#20-sessions-and-sign-in, docs/decisions.md#18-reset-passwords-are-one-time). Each one ends every session of the
// user whose password changed, the caller's own included: after updatePassword the client signs in
// again with the new password (simplest rule, and no stolen token outlives a change). Each is an edit
// of the sys_user record through the engine's write pipeline (docs/architecture.md, "Write pipeline
// and extension API"): the policy and hashing, field guards, the sys plugin's rules (which end the
// sessions), a sys_data_log row with the old row, after-commit. changePassword sends the password
// as the user form does (its field guard applies); the own password (verified old one) and the
// one-time reset password are values the route sets itself.
//   PUT  /sys/user/updatePassword  {username, oldpassword, password, confirmpassword}  own password
//   PUT  /sys/user/changePassword  {username, password[, confirmpassword]}  system:user:changePassword
//   POST /sys/user/resetPassword   {id}  system:user:resetPassword -> {password} (one-time, shown once)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ctxOf, type CrudDeps } from '../../engine/crud/context.ts';
import { inTransaction } from '../../engine/crud/pipeline.ts';
import { editPrepared, prepareEdit } from '../../engine/crud/write.ts';
import type { Db } from '../../engine/db/database.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError, badRequest, notFound } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import { randomPassword, verifyPassword } from '../../engine/crud/password.ts';
import { assertPasswordPolicy } from '../../engine/crud/password-policy.ts';
import { tenantOf } from '../../engine/plugins/tenancy.ts';
import { assertManageable, type AccessOf } from './user-admin.ts';
import { LOG_OPERATION, writeSysLog } from './sys-log.ts';

export const PASSWORD_MESSAGES = {
  mismatch: t('确认密码与新密码输入不一致', 'The confirmation does not match the new password'),
  wrongOld: t('旧密码输入错误', 'The old password is incorrect'),
  sameAsOld: t('新密码不能与旧密码相同', 'The new password must differ from the old one'),
  notYours: t('只能修改自己的密码', 'You can only change your own password'),
  noUser: t('用户不存在', 'No such user'),
  changed: t('密码修改成功，请重新登录！', 'Password changed; please sign in again'),
  changedFor: t('密码修改成功！', 'Password changed'),
  reset: t(
    '密码已重置，请将新密码告知用户，该用户下次登录须修改密码',
    'Password reset; the user must change it at next sign-in',
  ),
};

const str = { type: 'string', minLength: 1, maxLength: 128 };

const updateSchema = {
  body: {
    type: 'object',
    required: ['username', 'oldpassword', 'password', 'confirmpassword'],
    properties: { username: str, oldpassword: str, password: str, confirmpassword: str },
  },
};
const changeSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: { username: str, password: str, confirmpassword: str },
  },
};
const resetSchema = {
  body: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } },
};

interface UserRow {
  id: string;
  username: string;
  realname: string | null;
  password: string | null;
  version: number;
}

async function findUser(db: Db, column: 'id' | 'username', value: string): Promise<UserRow | undefined> {
  return (await db
    .selectFrom('sys_user')
    .select(['id', 'username', 'realname', 'password', 'version'])
    .where(column, '=', value)
    .executeTakeFirst()) as UserRow | undefined;
}

/**
 * The user's record edited through the write pipeline: `body` as a client would send it, `server`
 * the values the route sets itself. The sys plugin ends the user's sessions in the transaction.
 */
async function editUser(deps: CrudDeps, request: FastifyRequest, user: UserRow, body: Rec, server: Rec) {
  const model = deps.models.get('sys_user');
  if (!model) throw notFound(PASSWORD_MESSAGES.noUser);
  const ctx = await ctxOf(request, deps, model);
  const hooks = deps.extensions?.of('sys_user');
  const input = { ...body, id: user.id, version: Number(user.version) };
  const p = await prepareEdit(ctx, model, input, hooks, { serverValues: server });
  await inTransaction(ctx, (trx) => editPrepared(trx, ctx, model, deps.models, p, hooks));
}

type Rec = Record<string, unknown>;

export function registerPasswordRoutes(app: FastifyInstance, deps: CrudDeps, accessOf: AccessOf): void {
  const { db } = deps;
  app.put<{ Body: { username: string; oldpassword: string; password: string; confirmpassword: string } }>(
    '/sys/user/updatePassword',
    { schema: updateSchema, config: { duringPasswordChange: true } },
    async (request) => {
      const { username, oldpassword, password, confirmpassword } = request.body;
      if (username !== request.user!.username) throw new HttpError(403, PASSWORD_MESSAGES.notYours);
      if (password !== confirmpassword) throw badRequest(PASSWORD_MESSAGES.mismatch);
      assertPasswordPolicy(password);
      const user = await findUser(db, 'id', request.user!.id);
      if (!user) throw notFound(PASSWORD_MESSAGES.noUser);
      if (!(await verifyPassword(oldpassword, user.password))) throw badRequest(PASSWORD_MESSAGES.wrongOld);
      if (oldpassword === password) throw badRequest(PASSWORD_MESSAGES.sameAsOld);
      // The old password proved it: the new one is the route's to set, whatever the field guard asks of a form.
      await editUser(deps, request, user, {}, { password, mustChangePassword: false });
      await writeSysLog(db, request, {
        logType: LOG_OPERATION,
        content: `用户 ${user.username} 修改了自己的密码`,
        ...who(user),
      });
      return ok(null, say(PASSWORD_MESSAGES.changed, langOf(request)));
    },
  );

  app.put<{ Body: { username: string; password: string; confirmpassword?: string } }>(
    '/sys/user/changePassword',
    { schema: changeSchema, config: { permission: 'system:user:changePassword' } },
    async (request) => {
      const { username, password, confirmpassword } = request.body;
      if (confirmpassword !== undefined && confirmpassword !== password) throw badRequest(PASSWORD_MESSAGES.mismatch);
      assertPasswordPolicy(password);
      const user = await findUser(db, 'username', username);
      if (!user) throw notFound(PASSWORD_MESSAGES.noUser);
      await assertManageable(accessOf, request.user!.id, [user.id], tenantOf(request));
      await editUser(deps, request, user, { password }, { mustChangePassword: false });
      await writeSysLog(db, request, {
        logType: LOG_OPERATION,
        content: `${request.user!.username} 修改了用户 ${user.username} 的密码`,
        ...who(user),
      });
      return ok(null, say(PASSWORD_MESSAGES.changedFor, langOf(request)));
    },
  );

  app.post<{ Body: { id: string } }>(
    '/sys/user/resetPassword',
    { schema: resetSchema, config: { permission: 'system:user:resetPassword' } },
    async (request) => {
      const user = await findUser(db, 'id', request.body.id);
      if (!user) throw notFound(PASSWORD_MESSAGES.noUser);
      await assertManageable(accessOf, request.user!.id, [user.id], tenantOf(request));
      const password = randomPassword();
      await editUser(deps, request, user, {}, { password, mustChangePassword: true });
      await writeSysLog(db, request, {
        logType: LOG_OPERATION,
        content: `${request.user!.username} 重置了用户 ${user.username} 的密码`,
        ...who(user),
      });
      return ok({ username: user.username, password }, say(PASSWORD_MESSAGES.reset, langOf(request)));
    },
  );
}

const who = (user: UserRow) => ({ username: user.username, realname: user.realname });
