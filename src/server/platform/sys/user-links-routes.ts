// Users' roles, departments, positions and tenants. The user form sends `selectedroles`,
// `selecteddeparts`, `selectedpositions` (comma id lists) and `relTenantIds` (comma tenantNo list) with POST /sys/user/add and PUT /sys/user/edit;
// the sys_user hooks of the generic engine write them in the same transaction as the user
// (absent = unchanged, '' = none), each link row through the engine's link-set stage
// (engine/crud/link-writes.ts: a data-log row per added or removed row). Deleting a user
// removes their link rows the same way. Plus the department switch of the signed-in user.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ctxOf } from '../../engine/crud/context.ts';
import { inTransaction } from '../../engine/crud/pipeline.ts';
import { editPrepared, prepareEdit } from '../../engine/crud/write.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import type { EntityPlugin, Extensions } from '../../engine/crud/extensions.ts';
import { deleteLinksOf, linkCtx, linkTargets, writeLinkSet } from '../../engine/crud/link-writes.ts';
import type { Db } from '../../engine/db/database.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { idList, idOf, mustExist } from '../../engine/crud/id-params.ts';
import { linkedIds } from './links.ts';
import { USER_ENABLED, revokeUserSessions } from './session.ts';
import type { SysDeps } from './permission-apis.ts';
import {
  assertDepartsAssignable,
  assertManageable,
  assertRolesGrantable,
  assertTenantsAssignable,
  changedIds,
  userScope,
  type AccessOf,
} from './user-admin.ts';
import type { UserAccess } from '../permissions/user-access.ts';

/** Link entities naming a user by `userId`: a deleted user's rows go with him. */
const USER_LINK_ENTITIES = [
  'sys_user_role',
  'sys_user_depart',
  'sys_user_tenant',
  'sys_user_position',
  'sys_depart_role_user',
];

const LINKS = [
  { key: 'selectedroles', table: 'sys_user_role', target: 'role_id', field: 'roleId' },
  { key: 'selecteddeparts', table: 'sys_user_depart', target: 'dep_id', field: 'depId' },
  { key: 'selectedpositions', table: 'sys_user_position', target: 'position_id', field: 'positionId' },
  { key: 'relTenantIds', table: 'sys_user_tenant', target: 'tenant_no', field: 'tenantNo' },
] as const;

/**
 * The sys module's plugin of sys_user: writes the links sent with the form (x-entity.links of
 * sys_user.json, guarded there by their own permission codes) and applies the no-escalation rules
 * of user-admin.ts.
 */
export function userPlugin(
  accessOf: AccessOf,
  models: Map<string, EntityModel>,
  extensions: Extensions,
): Omit<EntityPlugin, 'module' | 'entity'> {
  const modelOf = (entity: string) => {
    const m = models.get(entity);
    if (!m) throw new Error(`sys: the registry has no ${entity}`);
    return m;
  };
  return {
    extraFields: LINKS.map((l) => l.key),
    scope: userScope(accessOf, (request) => request.user?.id),
    // Everyone may read his own record (e.g. the avatar in the header), list permission or not.
    async readable(request, _db, id) {
      return request.user?.id === id;
    },
    async currentLinks(db, id) {
      const out: Record<string, string> = {};
      for (const l of LINKS)
        out[l.key] = (await linkedIds(db, { table: l.table, owner: ['user_id', id], target: l.target })).join(',');
      return out;
    },
    // A password set by an edit (the user form, an import update) clears the must-change flag, as
    // /sys/user/changePassword does; a route that sets the flag itself (the reset) keeps its value.
    async beforeWrite(_trx, _ctx, change) {
      if (change.op !== 'edit' || typeof change.values.password !== 'string') return;
      const flag = modelOf('sys_user').fields.get('mustChangePassword');
      if (flag && !(flag.name in change.values)) change.values[flag.name] = flag.codec.toDb(false);
    },
    async afterWrite(trx, ctx, id, extras, op, values) {
      if (op === 'edit') {
        await assertManageable(accessOf, ctx.user.id, [id], undefined, trx);
        // A new password or a freeze ends the user's sessions, as the dedicated routes do.
        const frozen = 'status' in values && Number(values.status) !== USER_ENABLED;
        if (typeof values.password === 'string' || frozen) await revokeUserSessions(trx, id);
      }
      let me: UserAccess | undefined;
      const actor = async () => (me ??= await accessOf(ctx.user.id, trx));
      const current = async (l: (typeof LINKS)[number]) =>
        op === 'add' ? [] : linkTargets(trx, modelOf(l.table), ['userId', id], l.field);
      const write = (l: (typeof LINKS)[number], targets: (string | number)[]) => {
        const model = modelOf(l.table);
        const set = { owner: ['userId', id] as [string, string], target: l.field, targets };
        return writeLinkSet(trx, linkCtx(ctx, model), model, models, set, extensions.of(l.table));
      };
      const roles = idList(extras, 'selectedroles');
      if (roles) {
        await mustExist(trx, 'sys_role', roles, 'selectedroles');
        await assertRolesGrantable(trx, await actor(), changedIds(await current(LINKS[0]), roles));
        await write(LINKS[0], roles);
      }
      const departs = idList(extras, 'selecteddeparts');
      if (departs) {
        await mustExist(trx, 'sys_depart', departs, 'selecteddeparts');
        await assertDepartsAssignable(trx, await actor(), changedIds(await current(LINKS[1]), departs));
        await write(LINKS[1], departs);
        await keepCurrentDepart(trx, id, departs);
      }
      const positions = idList(extras, 'selectedpositions');
      if (positions) {
        await mustExist(trx, 'sys_position', positions, 'selectedpositions');
        await write(LINKS[2], positions);
      }
      const tenants = idList(extras, 'relTenantIds');
      if (tenants) {
        if (tenants.some((n) => !/^\d{1,9}$/.test(n))) throw badRequest(t('relTenantIds 无效', 'Invalid relTenantIds'));
        const known = new Set(
          (await trx.selectFrom('sys_tenant').select('tenant_no').execute()).map((r) => String(r.tenant_no)),
        );
        const unknown = tenants.find((n) => !known.has(n));
        if (unknown) throw badRequest(t(`租户不存在: ${unknown}`, `No such tenant: ${unknown}`));
        assertTenantsAssignable(
          await actor(),
          changedIds(
            await current(LINKS[3]),
            tenants.map((n) => String(Number(n))),
          ),
        );
        await write(LINKS[3], tenants.map(Number));
      }
    },
    async beforeDelete(trx, ctx, ids) {
      await assertManageable(accessOf, ctx.user.id, ids, undefined, trx);
      for (const entity of USER_LINK_ENTITIES) {
        const model = modelOf(entity);
        await deleteLinksOf(trx, linkCtx(ctx, model), model, 'userId', ids, extensions.of(entity));
      }
    },
  };
}

/** The current department (sys_user.orgCode) must be one of the user's; else the first one, or none. */
async function keepCurrentDepart(trx: Db, userId: string, departs: string[]) {
  const user = await trx.selectFrom('sys_user').select('org_code').where('id', '=', userId).executeTakeFirstOrThrow();
  const mine = departs.length
    ? await trx
        .selectFrom('sys_depart')
        .select(['id', 'org_code'])
        .where('id', 'in', departs)
        .orderBy('org_code')
        .execute()
    : [];
  if (mine.some((d) => d.org_code === user.org_code)) return;
  await trx
    .updateTable('sys_user')
    .set({ org_code: mine[0]?.org_code ?? null })
    .where('id', '=', userId)
    .execute();
}

const DEPART_COLUMNS = [
  'd.id',
  'd.parent_id as parentId',
  'd.depart_name as departName',
  'd.depart_name_en as departNameEn',
  'd.org_code as orgCode',
];

async function userDeparts(db: Db, userId: string) {
  return db
    .selectFrom('sys_depart as d')
    .innerJoin('sys_user_depart as ud', 'ud.dep_id', 'd.id')
    .select(DEPART_COLUMNS)
    .where('ud.user_id', '=', userId)
    .orderBy('d.org_code')
    .execute();
}

async function userInfo(db: Db, userId: string) {
  return db
    .selectFrom('sys_user')
    .select([
      'id',
      'username',
      'realname',
      'avatar',
      'phone',
      'email',
      'sex',
      'org_code as orgCode',
      'site_id as siteId',
      'status',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function registerUserLinkRoutes(app: FastifyInstance, deps: SysDeps): void {
  const { db } = deps;

  app.get('/sys/user/queryUserRole', { config: { permission: 'system:user:list' } }, async (request) => {
    const userId = idOf(request.query, 'userid');
    return ok(await linkedIds(db, { table: 'sys_user_role', owner: ['user_id', userId], target: 'role_id' }));
  });

  app.get('/sys/user/queryUserDepart', { config: { permission: 'system:user:list' } }, async (request) => {
    const userId = idOf(request.query, 'userId');
    return ok(await linkedIds(db, { table: 'sys_user_depart', owner: ['user_id', userId], target: 'dep_id' }));
  });

  app.get('/sys/user/queryUserPosition', { config: { permission: 'system:user:list' } }, async (request) => {
    const userId = idOf(request.query, 'userId');
    return ok(await linkedIds(db, { table: 'sys_user_position', owner: ['user_id', userId], target: 'position_id' }));
  });

  // tenantNo values, as numbers (the `tenant-id` header's values).
  app.get('/sys/user/queryUserTenant', { config: { permission: 'system:user:list' } }, async (request) => {
    const userId = idOf(request.query, 'userId');
    const nos = await linkedIds(db, { table: 'sys_user_tenant', owner: ['user_id', userId], target: 'tenant_no' });
    return ok(nos.map(Number).sort((a, b) => a - b));
  });

  app.get('/sys/user/queryUserByDepId', { config: { permission: 'system:user:list' } }, async (request) => {
    const departId = idOf(request.query, 'id');
    const rows = await db
      .selectFrom('sys_user as u')
      .innerJoin('sys_user_depart as ud', 'ud.user_id', 'u.id')
      .select(['u.id', 'u.username', 'u.realname', 'u.sex', 'u.phone', 'u.email', 'u.org_code as orgCode', 'u.status'])
      .where('ud.dep_id', '=', departId)
      .orderBy('u.username')
      .execute();
    return ok(rows);
  });

  app.get('/sys/user/getCurrentUserDeparts', async (request) => {
    const user = await userInfo(db, request.user!.id);
    return ok({ list: await userDeparts(db, request.user!.id), orgCode: user.orgCode ?? null });
  });

  const selectDepart = async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | undefined;
    const orgCode = body?.orgCode;
    if (typeof orgCode !== 'string' || orgCode === '' || orgCode.length > 64) {
      throw badRequest(t('缺少参数或参数无效: orgCode', 'Missing or invalid parameter: orgCode'));
    }
    const me = request.user!;
    if (body?.username !== undefined && body.username !== me.username) {
      throw new HttpError(403, t('只能切换自己的部门', 'You can only switch your own department'));
    }
    const mine = await userDeparts(db, me.id);
    if (!mine.some((d) => d.orgCode === orgCode)) {
      throw new HttpError(403, t('您不属于该部门', 'You do not belong to this department'));
    }
    // His own record's current department, through the write pipeline (a data-log row; the
    // permissions module's after-commit drops the cached access, which depends on it).
    const model = deps.models.get('sys_user')!;
    const ctx = await ctxOf(request, deps, model);
    const hooks = deps.extensions.of('sys_user');
    const stored = await db.selectFrom('sys_user').select('version').where('id', '=', me.id).executeTakeFirstOrThrow();
    const input = { id: me.id, version: Number(stored.version) };
    const p = await prepareEdit(ctx, model, input, hooks, { serverValues: { orgCode } });
    await inTransaction(ctx, (trx) => editPrepared(trx, ctx, model, deps.models, p, hooks));
    return ok({ userInfo: await userInfo(db, me.id) });
  };
  app.put('/sys/selectDepart', selectDepart);
  app.post('/sys/selectDepart', selectDepart);
}
