// Master-detail forms (docs/decisions.md#7-master-detail-forms): which detail tables a user gets, their columns, the rows a
// save sends and the server's row -> field error map turned into the tables' own row ids. Pure.
import { columnsFromFields } from '../../core/editable/columns-from-fields.ts';
import { TEMP_ID_PREFIX, type EditableColumn, type EditableRow, type RowErrors } from '../../core/editable/types.ts';
import type { SaveErrors } from '../../core/data-provider.ts';
import { text, type DetailDef, type EntityDef, type Lang, type Registry } from '../../core/registry.ts';
import type { FieldAccess, PermissionView, ServerMenuItem } from '../permissions.tsx';

export interface DetailTableModel {
  def: DetailDef;
  child: EntityDef;
  title: string;
  columns: EditableColumn[];
  /** The user may read the rows (the child's list code); a detail the user cannot read is not shown. */
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** The server's map of a refused save: `result.details[key][rowIndex][field] = message` (SaveErrors). */
export type DetailErrorMap = NonNullable<SaveErrors['details']>;

/**
 * The permission codes the user's menu tree carries (`meta.permission` of every entry it was given).
 * An entity with a menu of its own has its `<permission>:list` code on that menu, not among the
 * buttons of `auth`, so reading a child's rows is allowed by either.
 */
export function menuCodes(menu: readonly ServerMenuItem[] | undefined): Set<string> {
  const out = new Set<string>();
  const walk = (items: readonly ServerMenuItem[]) => {
    for (const m of items) {
      for (const c of (m.meta?.permission ?? '').split(',')) if (c.trim()) out.add(c.trim());
      if (m.children) walk(m.children);
    }
  };
  walk(menu ?? []);
  return out;
}

/**
 * The detail tables of a master for this user: readable details only on edit (the child's list code,
 * a button in `auth` or the permission of a menu the user was given; the save then leaves an
 * unreadable detail's rows alone because its key is not sent); on create only those the user may add
 * to. Columns hidden by a field permission are left out, read-only ones are disabled.
 */
export function detailTables(
  master: EntityDef,
  registry: Registry,
  permission: PermissionView,
  mode: 'create' | 'edit',
  lang: Lang,
  menu: ReadonlySet<string> = new Set(),
): DetailTableModel[] {
  const out: DetailTableModel[] = [];
  for (const def of master.detail ?? []) {
    const child = registry.entities[def.entity];
    if (!child) continue;
    const code = (op: string) => `${child.permission}:${op}`;
    const canAdd = permission.has(code('add'));
    const canRead = permission.has(code('list')) || menu.has(code('list'));
    if (mode === 'edit' ? !canRead : !canAdd) continue;
    const access = permission.fieldAccess(child);
    const names = def.columns.filter((n) => !access.hidden.has(n));
    out.push({
      def,
      child,
      title: text(def.title, lang),
      columns: markReadOnly(
        columnsFromFields(child.fields, names, lang, { unique: child.unique, orderField: def.orderField }),
        access,
      ),
      canAdd,
      canEdit: permission.has(code('edit')),
      canDelete: permission.has(code('delete')),
    });
  }
  return out;
}

function markReadOnly(columns: EditableColumn[], access: FieldAccess): EditableColumn[] {
  return columns.map((c) => (access.readOnly.has(c.key) ? { ...c, disabled: true } : c));
}

/**
 * The rows of one detail as the master's add/edit body carries them: the detail's columns and the id
 * of rows loaded from the server; rows the table made (temporary ids) go without an id, so the
 * server inserts them with ids of its own. Empty cells are sent as null so an edit clears them.
 */
export function detailPayload(
  values: readonly EditableRow[],
  columns: readonly EditableColumn[],
  loadedIds: ReadonlySet<string>,
): Record<string, unknown>[] {
  return values.map((row) => {
    const body: Record<string, unknown> = {};
    if (loadedIds.has(row.id)) body.id = row.id;
    for (const c of columns) {
      const v = row[c.key];
      body[c.key] = v === undefined || v === '' ? null : typeof v === 'string' ? v.trim() : v;
    }
    return body;
  });
}

/**
 * The server's error map of one detail (keyed by the row's position in the body) keyed by the table's
 * row ids instead. `values` are the rows as sent, in order (getValues' clean ids: a row the table made
 * is held under TEMP_ID_PREFIX + that id).
 */
export function rowErrorsFromServer(
  errors: DetailErrorMap | undefined,
  key: string,
  values: readonly EditableRow[],
  loadedIds: ReadonlySet<string>,
): RowErrors {
  const out: RowErrors = {};
  for (const [index, fields] of Object.entries(errors?.[key] ?? {})) {
    const row = values[Number(index)];
    if (!row || !fields || typeof fields !== 'object') continue;
    const tableId = loadedIds.has(row.id) ? row.id : TEMP_ID_PREFIX + row.id;
    out[tableId] = { ...fields };
  }
  return out;
}

/** `result.details` of a refused save, when the answer carries one. */
export function detailErrorsOf(result: unknown): DetailErrorMap | undefined {
  const details = (result as Partial<SaveErrors> | null | undefined)?.details;
  return details && typeof details === 'object' ? (details as DetailErrorMap) : undefined;
}
