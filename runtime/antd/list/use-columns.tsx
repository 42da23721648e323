// Table columns: the shown columns of the column settings (by default entity.list.columns) in their
// order, titles in the current language, cells from the cell registry, sortable server-side (clicks
// toggle asc and desc, spec 001 §4.7), minus secret fields and fields a field permission hides; then
// the per-row actions (View for everyone who sees the list; Edit, Add child on trees, workflow and app
// extras, Delete, each shown only with its permission) as descriptors shown by row-actions.tsx: at most
// three inline, else two and a 更多 / More menu, so the column stays narrow and the data columns keep
// their room. Its width is computed from what the shown rows show; it is fixed on the right from antd's
// lg breakpoint (992 px) only — below, it scrolls with the row. Plain text cells end in … beyond
// TEXT_MAX_WIDTH. Plain numbers and money are right-aligned, so their digits line up as in the reports.
import { Grid } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, type ReactNode } from 'react';
import { fieldByName, permissionCode, text, type EntityDef, type FieldDef } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import type { Density } from '../../react/list-columns.ts';
import { isNumberField, type ListState } from '../../react/list-query.ts';
import { usePermission } from '../../react/permissions.tsx';
import { useLang } from '../../react/registry-context.tsx';
import { resolveCell, type CellRegistry } from '../cells/cell-types.ts';
import { useT } from '../messages.ts';
import { actionsWidth, cellPadding, RowActionsCell, shownActions, type RowAction } from './row-actions.tsx';

export interface RowActions {
  /** The read-only 详情 / View of the row. */
  onView?(row: Row): void;
  onEdit(row: Row): void;
  onDelete(row: Row): Promise<void>;
  /** Tree entities: open the add dialog with this row as parent. */
  onAddChild?(row: Row): void;
  /** Further actions of a row (workflow, app extras), shown between Add child and Delete. */
  extra?(row: Row): RowAction[];
  /** Why this row cannot be edited, if it cannot: Edit is then disabled with the reason as its tooltip. */
  editLocked?(row: Row): string | undefined;
  /** No edit/delete at all (read-only entity). */
  readOnly?: boolean;
  /** Shows an action's dialog (null removes it); the list renders it. */
  onDialog?(node: ReactNode): void;
}

const UNSORTABLE_FORMATS = new Set(['image', 'images', 'richtext']);

/** Plain text longer than this ends in … (the whole text is its tooltip), so one long value (an id, a
 * remark) does not push the other columns under the fixed actions. */
export const TEXT_MAX_WIDTH = 200;

/** Texts at least this long may reach TEXT_MAX_WIDTH: they carry their whole text as a tooltip. */
const LONG_TEXT = 24;

const plainText = (f: FieldDef) => f.type === 'string' && !f.format && !f.dict && !f.ref && !f.widget;

/** A number shown as a number: a number filter's field (no dictionary, no reference) that no widget
 * or other format displays its own way. */
const plainNumber = (f: FieldDef) => isNumberField(f) && !f.widget && (!f.format || f.format === 'money');

function columnWidth(field: FieldDef): number | undefined {
  if (field.format === 'date-time') return 170; // 'YYYY-MM-DD HH:mm:ss' and the cell padding
  if (field.format === 'image' || field.format === 'images') return 150;
  return undefined;
}

/** Clicking a sorted column flips asc/desc; it never falls back to unsorted. */
const SORT_DIRECTIONS: ('ascend' | 'descend')[] = ['ascend', 'descend', 'ascend'];

export function useColumns(
  entity: EntityDef,
  cells: CellRegistry,
  state: ListState,
  actions: RowActions,
  /** Field names to show, in order (default: entity.list.columns). */
  visible: string[] = entity.list.columns,
  /** The shown rows: the actions column is as wide as the widest row's actions. */
  rows: Row[] = [],
  /** The table's density (its cell padding). */
  density: Density = 'middle',
) {
  const lang = useLang();
  const t = useT();
  const permission = usePermission();
  const access = permission.fieldAccess(entity);
  const wide = Grid.useBreakpoint().lg ?? true;
  return useMemo<ColumnsType<Row>>(() => {
    const columns: ColumnsType<Row> = visible
      .map((name) => fieldByName(entity, name))
      .filter((f): f is FieldDef => !!f && !f.secret && !access.hidden.has(f.name))
      .map((listed) => {
        // A field whose English companion (x-english) has a column of its own shows its own text.
        const field = listed.english && visible.includes(listed.english) ? { ...listed, english: undefined } : listed;
        const Cell = resolveCell(cells, field);
        const sortable = !UNSORTABLE_FORMATS.has(field.format ?? '');
        return {
          key: field.name,
          dataIndex: field.name,
          title: text(field.title, lang),
          width: columnWidth(field),
          align: plainNumber(field) ? ('right' as const) : undefined,
          sorter: sortable,
          sortDirections: SORT_DIRECTIONS,
          sortOrder: sortable && state.column === field.name ? (state.order === 'asc' ? 'ascend' : 'descend') : null,
          render: (value: unknown, record: Row) =>
            plainText(field) && typeof value === 'string' ? (
              <div
                title={value.length > LONG_TEXT ? value : undefined}
                style={{ maxWidth: TEXT_MAX_WIDTH, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                <Cell value={value} record={record} field={field} />
              </div>
            ) : (
              <Cell value={value} record={record} field={field} />
            ),
        };
      });
    const code = (op: string) => permissionCode(entity, op);
    const writable = !actions.readOnly;
    const any =
      !!actions.onView ||
      !!actions.extra ||
      (writable &&
        ['edit', 'delete', ...(actions.onAddChild ? ['add'] : [])].some((op) => permission.visible(code(op))));
    if (!any) return columns;
    const of = (record: Row): RowAction[] => [
      ...(actions.onView ? [{ key: '__view', label: t('view'), onClick: () => actions.onView?.(record) }] : []),
      ...(writable
        ? [
            {
              key: '__edit',
              label: t('edit'),
              code: code('edit'),
              disabledReason: actions.editLocked?.(record),
              onClick: () => actions.onEdit(record),
            },
          ]
        : []),
      ...(writable && actions.onAddChild
        ? [{ key: '__addChild', label: t('addChild'), code: code('add'), onClick: () => actions.onAddChild?.(record) }]
        : []),
      ...(actions.extra?.(record) ?? []),
      ...(writable
        ? [
            {
              key: '__delete',
              label: t('delete'),
              code: code('delete'),
              danger: true,
              confirm: t('confirmDelete'),
              onClick: () => actions.onDelete(record),
            },
          ]
        : []),
    ];
    const shown = (record: Row) => shownActions(of(record), permission);
    const all = (list: Row[]): Row[] => list.flatMap((r) => [r, ...all((r.children as Row[] | undefined) ?? [])]);
    columns.push({
      key: '__actions',
      title: t('actions'),
      fixed: wide ? 'right' : undefined,
      width: actionsWidth(all(rows).map(shown), t('more'), t('actions'), cellPadding(density === 'large')),
      render: (_: unknown, record: Row) => (
        <RowActionsCell actions={shown(record)} onDialog={(node) => actions.onDialog?.(node)} />
      ),
    });
    return columns;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is derived from lang
  }, [entity, cells, state.column, state.order, lang, actions, permission, access, visible, wide, rows, density]);
}
