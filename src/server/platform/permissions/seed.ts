// The permission seed, run at every start: sys_permission rows for the registry's menus (menuType 0
// top level, 1 below) and a button row (menuType 2) for every generated code and every extra
// platform code, under its entity's menu. Rows are only ever added (a menu is recognised by its url,
// a button by its code), so an administrator's edits survive restarts. The `admin` role is created
// on the first start with every row and given to the first admin user; later starts grant it the
// rows they add. Tenant 0 is the default tenant; the admin belongs to it. The `registered` role (what
// self-registered users get, config REGISTER_ROLE) is created once with the Home and Workplace menus
// only, so a new account lands on a working Home; an administrator may change it afterwards. A start
// that would add nothing skips all this on one query (seed-state.ts).
import type { MenuDef, Registry } from '../../../../runtime/core/registry.ts';
import type { PermissionSeed } from '../../../../runtime/core/permission-seed.ts';
import type { Db, Dialect } from '../../engine/db/database.ts';
import { nowText } from '../../engine/db/time.ts';
import { uuidv7 } from '../../engine/db/uuid.ts';
import type { ExtraPermissionCode } from './extra-permissions.ts';
import { codesOf } from './catalog.ts';
import { readSeedState, seedInputsHash, storeSeedState } from './seed-state.ts';

export const ADMIN_ROLE = 'admin';
export const REGISTERED_ROLE = 'registered';
/** The menus of the `registered` role: Home and Workplace. */
const REGISTERED_MENUS = ['/dashboard/analysis', '/dashboard/workplace'];

interface Inserted {
  ids: string[];
}

function stamp() {
  return { create_by: 'system', create_time: nowText(), version: 1 };
}

export async function seedPermissions(
  db: Db,
  dialect: Dialect,
  registry: Registry,
  seed: PermissionSeed[],
  extra: ExtraPermissionCode[],
): Promise<void> {
  const bool = (b: boolean) => (dialect === 'sqlite' ? (b ? 1 : 0) : b);
  const inputs = seedInputsHash(registry, seed, extra);
  const state = await readSeedState(db, inputs);
  if (state.stored === state.current) return;
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('sys_permission').select(['id', 'url', 'menu_type', 'perms']).execute();
    const menuByUrl = new Map<string, string>();
    const codes = new Set<string>();
    for (const r of existing) {
      if (Number(r.menu_type) !== 2 && r.url) menuByUrl.set(r.url as string, r.id as string);
      for (const c of codesOf(r.perms as string | null)) codes.add(c);
    }
    const added: Inserted = { ids: [] };
    const insert = async (row: Record<string, unknown>) => {
      const id = uuidv7();
      await trx
        .insertInto('sys_permission')
        .values({ id, hidden: bool(false), rule_flag: bool(false), perms_type: 1, status: '1', ...row, ...stamp() })
        .execute();
      added.ids.push(id);
      return id;
    };

    const entityMenu = new Map<string, string>();
    const menuByKey = new Map<string, string>();
    const walk = async (menus: MenuDef[], parentId: string | null, depth: number) => {
      for (const [i, m] of menus.entries()) {
        let id = menuByUrl.get(m.path);
        if (!id) {
          id = await insert({
            parent_id: parentId,
            name: m.title.zh,
            name_en: m.title.en,
            menu_type: depth === 0 ? 0 : 1,
            url: m.path,
            component: m.entity ? `entity:${m.entity}` : m.page ? `page:${m.page}` : 'layouts/RouteView',
            icon: m.icon ?? null,
            sort_no: i + 1,
            perms: m.permission && !codes.has(m.permission) ? m.permission : null,
          });
          if (m.permission) codes.add(m.permission);
        }
        menuByKey.set(m.key, id);
        if (m.entity) entityMenu.set(m.entity, id);
        await walk(m.children ?? [], id, depth + 1);
      }
    };
    await walk(registry.menus, null, 0);

    // An entity without a menu of its own hangs under the menu of the first entity it references.
    const parentFor = (entity: string): string | null => {
      const direct = entityMenu.get(entity);
      if (direct) return direct;
      for (const f of registry.entities[entity]?.fields ?? []) {
        const via = f.ref && f.ref.entity !== entity ? entityMenu.get(f.ref.entity) : undefined;
        if (via) return via;
      }
      return null;
    };
    const button = async (code: string, title: { zh: string; en: string }, parentId: string | null, sortNo: number) => {
      if (codes.has(code)) return;
      codes.add(code);
      await insert({
        parent_id: parentId,
        name: title.zh,
        name_en: title.en,
        menu_type: 2,
        perms: code,
        sort_no: sortNo,
      });
    };
    for (const [i, s] of seed.entries()) {
      if (!s.entity) continue; // page menus carry their code on the menu row itself
      await button(s.code, s.title, parentFor(s.entity), i + 1);
    }
    for (const [i, x] of extra.entries())
      await button(x.code, x.title, menuByKey.get(x.parentMenuKey) ?? null, 1000 + i);

    await seedAdminRole(trx, added.ids);
    await seedRegisteredRole(trx);
    await seedDefaultTenant(trx);
    await storeSeedState(trx, inputs);
  });
}

async function seedAdminRole(trx: Db, added: string[]) {
  const role = await trx.selectFrom('sys_role').select('id').where('role_code', '=', ADMIN_ROLE).executeTakeFirst();
  let roleId = role?.id as string | undefined;
  let grant = added;
  if (!roleId) {
    roleId = uuidv7();
    await trx
      .insertInto('sys_role')
      .values({
        id: roleId,
        role_name: '管理员',
        role_name_en: 'Administrator',
        role_code: ADMIN_ROLE,
        description: '系统管理员：全部菜单与按钮',
        description_en: 'Administrator: every menu and button',
        ...stamp(),
      })
      .execute();
    grant = (await trx.selectFrom('sys_permission').select('id').execute()).map((r) => r.id as string);
    const admin = await trx.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirst();
    if (admin) {
      await trx
        .insertInto('sys_user_role')
        .values({ id: uuidv7(), user_id: admin.id, role_id: roleId, ...stamp() })
        .execute();
      await trx
        .insertInto('sys_user_tenant')
        .values({ id: uuidv7(), user_id: admin.id, tenant_no: 0, ...stamp() })
        .execute();
    }
  }
  for (const pid of grant) {
    await trx
      .insertInto('sys_role_permission')
      .values({ id: uuidv7(), role_id: roleId, permission_id: pid, ...stamp() })
      .execute();
  }
}

async function seedRegisteredRole(trx: Db) {
  const role = await trx
    .selectFrom('sys_role')
    .select('id')
    .where('role_code', '=', REGISTERED_ROLE)
    .executeTakeFirst();
  if (role) return;
  const roleId = uuidv7();
  await trx
    .insertInto('sys_role')
    .values({
      id: roleId,
      role_name: '注册用户',
      role_name_en: 'Registered user',
      role_code: REGISTERED_ROLE,
      description: '自助注册用户：仅首页与工作台',
      description_en: 'Self-registered user: Home and Workplace only',
      ...stamp(),
    })
    .execute();
  const menus = await trx.selectFrom('sys_permission').select('id').where('url', 'in', REGISTERED_MENUS).execute();
  for (const m of menus) {
    await trx
      .insertInto('sys_role_permission')
      .values({ id: uuidv7(), role_id: roleId, permission_id: m.id, ...stamp() })
      .execute();
  }
}

async function seedDefaultTenant(trx: Db) {
  const t0 = await trx.selectFrom('sys_tenant').select('id').where('tenant_no', '=', 0).executeTakeFirst();
  if (t0) return;
  await trx
    .insertInto('sys_tenant')
    .values({ id: uuidv7(), tenant_no: 0, name: '默认租户', name_en: 'Default tenant', status: '1', ...stamp() })
    .execute();
}
