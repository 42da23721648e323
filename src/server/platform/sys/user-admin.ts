// No escalation in user administration (docs/decisions.md#27-user-administration). Which fields and
// links a request may write at all is declared in schemas/system/sys_user.json (`x-write-permission`,
// enforced by the engine's field guards); this module adds what depends on who is asking. A user
// who does not hold the `admin` role:
//   - sees and manages only the users of the tenant the request works in (the plugin's scope: list,
//     queryById, edit, delete, export), and never a user holding a code he lacks himself (so no
//     account above his own can be taken over by a password, a freeze or a role change);
//   - grants or revokes only roles whose codes he holds (never the admin role), only departments he
//     belongs to (or their sub-departments) and only tenants he belongs to.
// The admin role may do all of it. The dedicated user routes (frozenBatch, changePassword,
// resetPassword) call `assertManageable` too.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../engine/db/database.ts';
import type { Cond } from '../../engine/db/filter.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { codesOf } from '../permissions/catalog.ts';
import { ADMIN_ROLE } from '../permissions/seed.ts';
import { DEFAULT_TENANT, type UserAccess } from '../permissions/user-access.ts';

/** A user's permissions (the permission service); `via` reads inside a transaction in progress. */
export type AccessOf = (userId: string, via?: Db) => Promise<UserAccess>;

/** A record's name in each language: its English companion column where filled (x-english). */
export interface Names {
  zh: string;
  en: string;
}
const names = (zh: unknown, en: unknown, fallback: unknown): Names => {
  const own = String(zh ?? fallback ?? '');
  return { zh: own, en: typeof en === 'string' && en.trim() !== '' ? en : own };
};

export const USER_ADMIN_MESSAGES = {
  higherUser: t('不能管理拥有您所没有权限的用户', 'You cannot manage a user who holds permissions you do not hold'),
  role: (name: Names) =>
    t(
      `不能授予或撤销角色「${name.zh}」：它含有您没有的权限`,
      `You cannot grant or revoke the role "${name.en}": it holds permissions you do not hold`,
    ),
  depart: (name: Names) =>
    t(`不能分配您不属于的部门「${name.zh}」`, `You cannot assign the department "${name.en}": you do not belong to it`),
  tenant: (no: string) => t(`不能分配您不属于的租户: ${no}`, `You cannot assign tenant ${no}: you do not belong to it`),
  otherTenant: t('该用户不属于当前租户', 'This user does not belong to the current tenant'),
  permission: (name: Names) =>
    t(
      `不能授予或撤销您没有的权限「${name.zh}」`,
      `You cannot grant or revoke the permission "${name.en}": you do not hold it`,
    ),
};

export const isAdmin = (a: UserAccess) => a.roles.has(ADMIN_ROLE);

/** The users of one tenant: linked to it, or (tenant 0) linked to no tenant at all. */
export function usersOfTenant(tenantId: number): Cond {
  const linked: Cond = {
    op: 'inSelect',
    column: 'id',
    table: 'sys_user_tenant',
    select: 'user_id',
    where: { column: 'tenant_no', value: tenantId },
  };
  if (tenantId !== DEFAULT_TENANT) return linked;
  return {
    op: 'or',
    items: [linked, { op: 'notInSelect', column: 'id', table: 'sys_user_tenant', select: 'user_id' }],
  };
}

/** The plugin scope: a non-admin's user administration sees the request's tenant only. */
export function userScope(accessOf: AccessOf, userOf: (r: FastifyRequest) => string | undefined) {
  return async (request: FastifyRequest, tenantId: number): Promise<Cond | undefined> => {
    const me = userOf(request);
    if (!me || isAdmin(await accessOf(me))) return undefined;
    return usersOfTenant(tenantId);
  };
}

/**
 * 403 unless the actor may manage every one of these users: the admin may; anyone else only users
 * of the given tenant (or, without one, of one of his tenants) who hold no code he lacks.
 */
export async function assertManageable(
  accessOf: AccessOf,
  actorId: string,
  userIds: string[],
  tenantId?: number,
  via?: Db,
): Promise<void> {
  const me = await accessOf(actorId, via);
  if (isAdmin(me)) return;
  for (const id of userIds) {
    if (id === actorId) continue; // himself: he holds what he holds
    const target = await accessOf(id, via);
    const shared =
      tenantId !== undefined ? target.tenants.has(tenantId) : [...target.tenants].some((n) => me.tenants.has(n));
    if (!shared) throw new HttpError(403, USER_ADMIN_MESSAGES.otherTenant);
    if (isAdmin(target) || [...target.codes].some((c) => !me.codes.has(c))) {
      throw new HttpError(403, USER_ADMIN_MESSAGES.higherUser);
    }
  }
}

/** Role ids added or removed: each must hold only codes the actor holds (never the admin role). */
export async function assertRolesGrantable(trx: Db, me: UserAccess, changed: string[]): Promise<void> {
  if (isAdmin(me) || changed.length === 0) return;
  const roles = await trx
    .selectFrom('sys_role')
    .select(['id', 'role_code', 'role_name', 'role_name_en'])
    .where('id', 'in', changed)
    .execute();
  const perms = await trx
    .selectFrom('sys_role_permission as rp')
    .innerJoin('sys_permission as p', 'p.id', 'rp.permission_id')
    .select(['rp.role_id as roleId', 'p.perms as perms'])
    .where('rp.role_id', 'in', changed)
    .execute();
  for (const r of roles) {
    const codes = perms.filter((p) => p.roleId === r.id).flatMap((p) => codesOf(p.perms as string | null));
    if (r.role_code === ADMIN_ROLE || codes.some((c) => !me.codes.has(c))) {
      throw new HttpError(403, USER_ADMIN_MESSAGES.role(names(r.role_name, r.role_name_en, r.role_code)));
    }
  }
}

/**
 * Permission ids granted or revoked (a role's, a department's or a department role's grants): a
 * non-admin gives and takes away only what he holds himself, so editing a role he holds, or a
 * department he belongs to, never lifts him above his own grants.
 */
export async function assertPermissionsGrantable(trx: Db, me: UserAccess, changed: string[]): Promise<void> {
  if (isAdmin(me)) return;
  const foreign = changed.find((id) => !me.granted.has(id));
  if (foreign === undefined) return;
  const row = await trx
    .selectFrom('sys_permission')
    .select(['name', 'name_en'])
    .where('id', '=', foreign)
    .executeTakeFirst();
  throw new HttpError(403, USER_ADMIN_MESSAGES.permission(names(row?.name, row?.name_en, foreign)));
}

/** Department role ids given or taken away: each may hold only permissions the actor holds. */
export async function assertDeptRolesGrantable(trx: Db, me: UserAccess, changed: string[]): Promise<void> {
  if (isAdmin(me) || changed.length === 0) return;
  const rows = await trx
    .selectFrom('sys_depart_role_permission')
    .select('permission_id')
    .where('role_id', 'in', changed)
    .execute();
  await assertPermissionsGrantable(
    trx,
    me,
    rows.map((r) => String(r.permission_id)),
  );
}

/** Department ids added or removed: each must be one of the actor's or below one of them. */
export async function assertDepartsAssignable(trx: Db, me: UserAccess, changed: string[]): Promise<void> {
  if (isAdmin(me) || changed.length === 0) return;
  const mine = [...me.departs.values()].filter(Boolean);
  const rows = await trx
    .selectFrom('sys_depart')
    .select(['id', 'org_code', 'depart_name', 'depart_name_en'])
    .where('id', 'in', changed)
    .execute();
  for (const d of rows) {
    const code = String(d.org_code ?? '');
    if (!me.departs.has(String(d.id)) && !mine.some((m) => code.startsWith(m))) {
      throw new HttpError(403, USER_ADMIN_MESSAGES.depart(names(d.depart_name, d.depart_name_en, d.id)));
    }
  }
}

/** Tenant numbers added or removed: each must be one of the actor's. */
export function assertTenantsAssignable(me: UserAccess, changed: string[]): void {
  if (isAdmin(me)) return;
  const other = changed.find((n) => !me.tenants.has(Number(n)));
  if (other !== undefined) throw new HttpError(403, USER_ADMIN_MESSAGES.tenant(other));
}

/** What changes between two id sets: added and removed ids. */
export function changedIds(before: string[], after: string[]): string[] {
  const a = new Set(before);
  const b = new Set(after);
  return [...[...b].filter((x) => !a.has(x)), ...[...a].filter((x) => !b.has(x))];
}
