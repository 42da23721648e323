// Trees of sys_permission rows: the user's menu (getUserPermissionByToken) and the full tree of the
// management and role-assignment screens.
import type { MenuDef, Registry } from '../../../../runtime/core/registry.ts';
import type { Catalog, PermRow } from '../permissions/catalog.ts';
import type { UserAccess } from '../permissions/user-access.ts';

export interface Node<T> {
  row: PermRow;
  value: T;
}

/** Nest rows (already in sortNo order) by parentId; a row whose parent is absent becomes a root. */
export function nest<T extends { children?: T[] }>(rows: PermRow[], make: (r: PermRow) => T): T[] {
  const made = new Map(rows.map((r) => [r.id, make(r)]));
  const roots: T[] = [];
  for (const r of rows) {
    const node = made.get(r.id)!;
    const parent = r.parentId ? made.get(r.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

function routeNames(registry: Registry): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (ms: MenuDef[]) =>
    ms.forEach((m) => {
      out.set(m.path, m.key);
      walk(m.children ?? []);
    });
  walk(registry.menus);
  return out;
}

export interface MenuRoute {
  id: string;
  path: string;
  name: string;
  component: string;
  redirect?: string;
  meta: { title: string; titleEn: string; icon: string | null; permission: string | null };
  hidden: boolean;
  children?: MenuRoute[];
}

const ruleOff = (r: PermRow) => r.status === '0';

/** The menus (menuType 0/1) the user holds or whose rule is off, plus their ancestors. */
export function userMenu(catalog: Catalog, ua: UserAccess, registry: Registry): MenuRoute[] {
  const names = routeNames(registry);
  const visible = new Set<string>();
  for (const r of catalog.rows) {
    if (r.menuType === 2 || !(ua.granted.has(r.id) || ruleOff(r))) continue;
    for (
      let p: PermRow | undefined = r;
      p && !visible.has(p.id);
      p = p.parentId ? catalog.byId.get(p.parentId) : undefined
    ) {
      visible.add(p.id);
    }
  }
  const rows = catalog.rows.filter((r) => visible.has(r.id) && r.menuType !== 2);
  const tree = nest<MenuRoute>(rows, (r) => ({
    id: r.id,
    path: r.url ?? '',
    name: names.get(r.url ?? '') ?? (r.url ?? r.id).replace(/^\//, '').replace(/\//g, '-'),
    component: r.component ?? '',
    meta: { title: r.name, titleEn: r.nameEn ?? r.name, icon: r.icon, permission: r.perms },
    hidden: r.hidden,
  }));
  const redirects = (nodes: MenuRoute[]) =>
    nodes.forEach((n) => {
      if (n.children?.length) {
        n.redirect = n.children[0].path;
        redirects(n.children);
      }
    });
  redirects(tree);
  return tree;
}

export interface AuthItem {
  action: string;
  describe: string;
  type: string;
  status: string;
}

const authItem = (r: PermRow): AuthItem => ({
  action: r.perms ?? '',
  describe: r.name,
  type: String(r.permsType),
  status: r.status,
});

export function userAuth(catalog: Catalog, ua: UserAccess): { auth: AuthItem[]; allAuth: AuthItem[] } {
  const buttons = catalog.rows.filter((r) => r.menuType === 2 && r.perms);
  return { auth: buttons.filter((r) => ua.granted.has(r.id)).map(authItem), allAuth: buttons.map(authItem) };
}

export interface TreeItem {
  key: string;
  title: string;
  titleEn: string;
  value: string;
  menuType: number;
  perms: string | null;
  children?: TreeItem[];
}

export function permissionTree(rows: PermRow[]): TreeItem[] {
  return nest<TreeItem>(rows, (r) => ({
    key: r.id,
    title: r.name,
    titleEn: r.nameEn ?? r.name,
    value: r.id,
    menuType: r.menuType,
    perms: r.perms,
  }));
}
