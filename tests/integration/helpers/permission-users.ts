// Users with exactly chosen permission codes, made through the API: a role holding the codes' rows
// (saveRolePermission) and a user with that role (selectedroles), signed in.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export const USER_PASSWORD = 'It#User2026ok';

export interface PermUser {
  id: string;
  roleId: string;
  token: string;
  headers: Record<string, string>;
  /** Replace the role's permissions with the rows of these codes. */
  grant(codes: string[]): Promise<void>;
}

export async function permissionIds(t: TestApp, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await t.db.selectFrom('sys_permission').select(['id', 'perms']).where('perms', 'in', codes).execute();
  expect(rows.length, `rows for ${codes.join(',')}`).toBeGreaterThanOrEqual(new Set(codes).size);
  return rows.map((r) => r.id as string);
}

let n = 0;
export async function userWith(t: TestApp, codes: string[], extra: Record<string, unknown> = {}): Promise<PermUser> {
  n += 1;
  const code = `r${n}_${Date.now().toString(36)}`;
  const role = await t.post<{ id: string }>('/sys/role/add', { roleName: `Role ${code}`, roleCode: code });
  expect(role.status, JSON.stringify(role.body)).toBe(200);
  const roleId = role.body.result.id;
  const grant = async (c: string[]) => {
    const r = await t.post('/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: (await permissionIds(t, c)).join(','),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  await grant(codes);
  const username = `u${code}`.slice(0, 18);
  const user = await t.post<{ id: string }>('/sys/user/add', {
    username,
    realname: username,
    password: USER_PASSWORD,
    status: 0,
    selectedroles: roleId,
    ...extra,
  });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
  const signed = await t.login(username, USER_PASSWORD);
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const token = signed.body.result.token;
  return { id: user.body.result.id, roleId, token, headers: { 'x-access-token': token }, grant };
}

/** The sys_permission row holding a code (seeded from the registry). */
export async function permRow(t: TestApp, code: string): Promise<{ id: string; version: number }> {
  return (await t.db
    .selectFrom('sys_permission')
    .select(['id', 'version'])
    .where('perms', '=', code)
    .executeTakeFirstOrThrow()) as { id: string; version: number };
}

/** A data rule on the menu row of `code` (`ruleColumn ruleConditions ruleValue`), bound to the user's role. */
export async function bindDataRule(
  t: TestApp,
  user: PermUser,
  code: string,
  rule: { ruleName: string; ruleColumn: string; ruleValue: string; ruleConditions?: string },
): Promise<void> {
  const menu = await permRow(t, code);
  const added = await t.post<{ id: string }>('/sys/permissionDataRule/add', {
    permissionId: menu.id,
    ruleConditions: 'EQ',
    status: '1',
    ...rule,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const dr = await t.post('/sys/role/datarule', {
    permissionId: menu.id,
    roleId: user.roleId,
    dataRuleIds: added.body.result.id,
  });
  expect(dr.status, JSON.stringify(dr.body)).toBe(200);
}

/**
 * The data rule `siteId = #{sys_site_id}` (named `ruleName`) on the menu row of `code`, bound to the
 * user's role: the user then sees only the rows of their own site.
 */
export async function bindOwnSiteRule(t: TestApp, user: PermUser, ruleName: string, code: string): Promise<void> {
  await bindDataRule(t, user, code, { ruleName, ruleColumn: 'siteId', ruleValue: '#{sys_site_id}' });
}

/**
 * A field permission `<entity>:field:<field>` under the menu row of `menuCode`: permsType 1 hides the
 * field from users without the code, 2 makes it read-only.
 */
export async function addFieldPermission(t: TestApp, menuCode: string, perms: string, permsType: 1 | 2): Promise<void> {
  const menu = await permRow(t, menuCode);
  const r = await t.post('/sys/permission/add', {
    parentId: menu.id,
    name: perms.slice(perms.lastIndexOf(':') + 1),
    menuType: 2,
    perms,
    permsType,
    status: '1',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}
