// What the signed-in user may do, from `GET /sys/permission/getUserPermissionByToken` (spec 001 §6,
// docs/decisions.md#15-button-permission-status). The app fetches it once per session and passes it to PermissionProvider; screens ask
// usePermission(). The server enforces the same rules; this only decides what the UI shows.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { EntityDef } from '../core/registry.ts';

/** One entry of `auth` / `allAuth`: type '1' visible (hide when not granted), '2' editable (disable). */
export interface PermissionItem {
  /** The code, e.g. `wl:site:add`; several codes may be comma-separated. */
  action: string;
  describe?: string;
  type: string;
  /** allAuth only: '1' the rule is enforced, '0' the rule is off (everyone may act). */
  status?: string;
}

/** A menu entry as the server sends it. */
export interface ServerMenuItem {
  id: string;
  path: string;
  name?: string;
  /** `entity:<entityName>` (generic list) or `page:<key>` (bespoke page); absent on groups. */
  component?: string;
  meta?: { title?: string; titleEn?: string; icon?: string; permission?: string };
  hidden?: boolean;
  children?: ServerMenuItem[];
}

export interface UserPermissions {
  menu: ServerMenuItem[];
  auth: PermissionItem[];
  allAuth: PermissionItem[];
  sysSafeMode?: boolean;
}

export interface FieldAccess {
  /** Fields the user may not see (omitted from columns and forms). */
  hidden: Set<string>;
  /** Fields shown but not changeable. */
  readOnly: Set<string>;
}

export interface PermissionView {
  /** False when no PermissionProvider is mounted: everything is allowed (tests, embedded screens). */
  enforced: boolean;
  /** The user may use `code` (any of several comma-separated codes). */
  has(code: string): boolean;
  /** The control for `code` stays visible but disabled (a type-2 rule the user does not hold). */
  disabled(code: string): boolean;
  /** Shown at all: granted, or shown disabled. */
  visible(code: string): boolean;
  fieldAccess(entity: EntityDef): FieldAccess;
  /**
   * The user's exclusions under a code prefix (spec 001 §6, editable table `authPre`): the suffixes of
   * enforced codes `<prefix><suffix>` the user does not hold, e.g. {'add', 'batch_delete'}. A prefix
   * without a trailing ':' also matches `<prefix>:<suffix>`.
   */
  excluded(prefix: string): Set<string>;
}

const splitCodes = (action: string | undefined): string[] =>
  (action ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function fieldCode(entity: EntityDef, field: string): string {
  return `${entity.permission}:field:${field}`;
}

/** The pure rules, so they can be tested without React. */
export function createPermissionView(data: UserPermissions | null): PermissionView {
  if (!data) {
    const none = { hidden: new Set<string>(), readOnly: new Set<string>() };
    return {
      enforced: false,
      has: () => true,
      disabled: () => false,
      visible: () => true,
      fieldAccess: () => none,
      excluded: () => new Set(),
    };
  }
  const granted = new Set<string>();
  for (const item of data.auth ?? []) for (const code of splitCodes(item.action)) granted.add(code);
  // A menu's own code (e.g. system:stateLog:list) is held by whoever has the menu: the server lists
  // menu-type codes in `menu`, not in `auth`.
  const walk = (items: ServerMenuItem[] | undefined) => {
    for (const m of items ?? []) {
      for (const code of splitCodes(m.meta?.permission)) granted.add(code);
      walk(m.children);
    }
  };
  walk(data.menu);
  const off = new Set<string>();
  const typeOf = new Map<string, string>();
  for (const item of data.allAuth ?? []) {
    for (const code of splitCodes(item.action)) {
      if (String(item.status) === '0') off.add(code);
      typeOf.set(code, String(item.type));
    }
  }
  const hasOne = (code: string) => granted.has(code) || off.has(code);
  const has = (code: string) => splitCodes(code).some(hasOne);
  const disabled = (code: string) => !has(code) && splitCodes(code).some((c) => typeOf.get(c) === '2');
  const cache = new Map<string, FieldAccess>();
  return {
    enforced: true,
    has,
    disabled,
    visible: (code) => has(code) || disabled(code),
    fieldAccess(entity) {
      const known = cache.get(entity.name);
      if (known) return known;
      const prefix = `${entity.permission}:field:`;
      const access: FieldAccess = { hidden: new Set(), readOnly: new Set() };
      for (const [code, type] of typeOf) {
        if (!code.startsWith(prefix) || hasOne(code)) continue;
        const name = code.slice(prefix.length);
        if (type === '2') access.readOnly.add(name);
        else access.hidden.add(name);
      }
      cache.set(entity.name, access);
      return access;
    },
    excluded(prefix) {
      const out = new Set<string>();
      if (!prefix) return out;
      for (const code of typeOf.keys()) {
        if (!code.startsWith(prefix) || hasOne(code)) continue;
        const suffix = code.slice(prefix.length).replace(/^:/, '');
        if (suffix) out.add(suffix);
      }
      return out;
    },
  };
}

interface PermissionContextValue {
  data: UserPermissions;
  view: PermissionView;
}

const PermissionContext = createContext<PermissionContextValue | null>(null);

export function PermissionProvider({ permissions, children }: { permissions: UserPermissions; children?: ReactNode }) {
  const value = useMemo(() => ({ data: permissions, view: createPermissionView(permissions) }), [permissions]);
  return <PermissionContext.Provider value={value}>{children}</PermissionContext.Provider>;
}

const OPEN = createPermissionView(null);

export function usePermission(): PermissionView {
  return useContext(PermissionContext)?.view ?? OPEN;
}

/** The raw answer (menu, auth, allAuth, sysSafeMode), or null outside a PermissionProvider. */
export function useUserPermissions(): UserPermissions | null {
  return useContext(PermissionContext)?.data ?? null;
}
