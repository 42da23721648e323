// What one user holds: the sys_permission rows granted by their roles, their department roles and
// their current department (the one whose orgCode is sys_user.orgCode), with the data rule ids each
// grant carries; their tenants; and the attributes data-rule variables read.
import type { Db } from '../../engine/db/database.ts';
import { codesOf, type Catalog } from './catalog.ts';

export interface UserAccess {
  userId: string;
  username: string;
  orgCode: string | null;
  siteId: string | null;
  /** Granted sys_permission ids. */
  granted: Set<string>;
  /** Granted codes (perms of the granted rows). */
  codes: Set<string>;
  /** Per granted permission id, one entry per grant (role, department role, department): its rule ids. */
  grants: Map<string, string[][]>;
  /** Tenants (tenantNo) the user belongs to. */
  tenants: Set<number>;
  /** Codes (roleCode) of the user's roles. */
  roles: Set<string>;
  /** The departments the user belongs to: id -> orgCode (a department's sub-departments extend its code). */
  departs: Map<string, string>;
}

const ruleIds = (s: unknown): string[] =>
  typeof s === 'string'
    ? s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== '')
    : [];

/** Tenant 0 is the default tenant: a user with no sys_user_tenant row belongs to it (and only to it). */
export const DEFAULT_TENANT = 0;

export async function loadUserAccess(db: Db, catalog: Catalog, userId: string): Promise<UserAccess> {
  const user = await db
    .selectFrom('sys_user')
    .select(['id', 'username', 'org_code as orgCode', 'site_id as siteId'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const viaRoles = await db
    .selectFrom('sys_role_permission as rp')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
    .select(['rp.permission_id as pid', 'rp.data_rule_ids as rules'])
    .where('ur.user_id', '=', userId)
    .execute();
  const viaDepartRoles = await db
    .selectFrom('sys_depart_role_permission as drp')
    .innerJoin('sys_depart_role_user as dru', 'dru.drole_id', 'drp.role_id')
    .select(['drp.permission_id as pid', 'drp.data_rule_ids as rules'])
    .where('dru.user_id', '=', userId)
    .execute();
  const viaDepart = user.orgCode
    ? await db
        .selectFrom('sys_depart_permission as dp')
        .innerJoin('sys_depart as d', 'd.id', 'dp.depart_id')
        .innerJoin('sys_user_depart as ud', 'ud.dep_id', 'd.id')
        .select(['dp.permission_id as pid', 'dp.data_rule_ids as rules'])
        .where('d.org_code', '=', user.orgCode)
        .where('ud.user_id', '=', userId)
        .execute()
    : [];
  const grants = new Map<string, string[][]>();
  for (const g of [...viaRoles, ...viaDepartRoles, ...viaDepart] as { pid: string; rules: unknown }[]) {
    if (!catalog.byId.has(g.pid)) continue;
    grants.set(g.pid, [...(grants.get(g.pid) ?? []), ruleIds(g.rules)]);
  }
  const codes = new Set<string>();
  for (const pid of grants.keys()) for (const c of codesOf(catalog.byId.get(pid)!.perms)) codes.add(c);
  const tenantRows = await db
    .selectFrom('sys_user_tenant')
    .select('tenant_no as tenantNo')
    .where('user_id', '=', userId)
    .execute();
  const tenants = new Set(tenantRows.map((r) => Number(r.tenantNo)));
  if (tenants.size === 0) tenants.add(DEFAULT_TENANT);
  const roleRows = await db
    .selectFrom('sys_role as r')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'r.id')
    .select('r.role_code as code')
    .where('ur.user_id', '=', userId)
    .execute();
  const departRows = await db
    .selectFrom('sys_depart as d')
    .innerJoin('sys_user_depart as ud', 'ud.dep_id', 'd.id')
    .select(['d.id', 'd.org_code as orgCode'])
    .where('ud.user_id', '=', userId)
    .execute();
  return {
    roles: new Set(roleRows.map((r) => String(r.code))),
    departs: new Map(departRows.map((r) => [String(r.id), String(r.orgCode ?? '')])),
    userId,
    username: user.username as string,
    orgCode: (user.orgCode as string | null) ?? null,
    siteId: (user.siteId as string | null) ?? null,
    granted: new Set(grants.keys()),
    codes,
    grants,
    tenants,
  };
}
