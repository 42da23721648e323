// Table columns: the shown columns of the column settings (by default entity.list.columns) in their
// order, titles in the current language, cells from the cell registry, sortable server-side (clicks
// toggle asc and desc, spec 001 §4.7), minus secret fields and fields a field permission hides; then
// the per-row actions (View for everyone who sees the list; Edit, Delete, Add child on trees, app extras,
// each shown only with its permission). The actions wrap within ACTIONS_MAX_WIDTH so the column stays
// narrow and the data columns keep their room; it is fixed on the right from antd's lg breakpoint
// (992 px) only, where it covers little of a scrolled table — below, it scrolls with the row. Plain
// text cells end in … beyond TEXT_MAX_WIDTH.
import { Button, Grid, Popconfirm, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, type ReactNode } from 'react';
import { fieldByName, permissionCode, text, type EntityDef, type FieldDef } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import type { ListState } from '../../react/list-query.ts';
import { usePermission } from '../../react/permissions.tsx';
import { useLang } from '../../react/registry-context.tsx';
import { Authorized } from '../auth/authorized.tsx';
import { resolveCell, type CellRegistry } from '../cells/cell-types.ts';
import { useT } from '../messages.ts';

export interface RowActions {
  /** The read-only 详情 / View of the row. */
  onView?(row: Row): void;
  onEdit(row: Row): void;
  onDelete(row: Row): Promise<void>;
  /** Tree entities: open the add dialog with this row as parent. */
  onAddChild?(row: Row): void;
  /** App-supplied extra actions for a row. */
  extra?(row: Row): ReactNode;
  /** Why this row cannot be edited, if it cannot: Edit is then disabled with the reason as its tooltip. */
  editLocked?(row: Row): string | undefined;
  /** No edit/delete at all (read-only entity). */
  readOnly?: boolean;
}

/** The row's Edit, disabled with its reason as the tooltip when the row is locked. */
function EditButton(props: { reason?: string; disabled?: boolean; onClick(): void; children: ReactNode }) {
  const { reason, disabled, onClick, children } = props;
  if (!reason) {
    return (
      <Button type="link" size="small" disabled={disabled} onClick={onClick}>
        {children}
      </Button>
    );
  }
  return (
    // A disabled button gets no pointer events: the span carries the hover.
    <Tooltip title={reason}>
      <span>
        <Button type="link" size="small" disabled aria-label={reason}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}

const UNSORTABLE_FORMATS = new Set(['image', 'images', 'richtext']);

/** Plain text longer than this ends in … (the whole text is its tooltip), so one long value (an id, a
 * remark) does not push the other columns under the fixed actions. */
export const TEXT_MAX_WIDTH = 240;

/** Texts at least this long may reach TEXT_MAX_WIDTH: they carry their whole text as a tooltip. */
const LONG_TEXT = 24;

const plainText = (f: FieldDef) => f.type === 'string' && !f.format && !f.dict && !f.ref && !f.widget;

/** The actions' width before they wrap onto a second line (about three short link buttons). */
export const ACTIONS_MAX_WIDTH = 220;

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
      .map((field) => {
        const Cell = resolveCell(cells, field);
        const sortable = !UNSORTABLE_FORMATS.has(field.format ?? '');
        return {
          key: field.name,
          dataIndex: field.name,
          title: text(field.title, lang),
          width: columnWidth(field),
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
    columns.push({
      key: '__actions',
      title: t('actions'),
      fixed: wide ? 'right' : undefined,
      render: (_: unknown, record: Row) => (
        <Space size={0} wrap style={{ maxWidth: ACTIONS_MAX_WIDTH }}>
          {actions.onView && (
            <Button type="link" size="small" onClick={() => actions.onView?.(record)}>
              {t('view')}
            </Button>
          )}
          {writable && (
            <Authorized code={code('edit')}>
              <EditButton reason={actions.editLocked?.(record)} onClick={() => actions.onEdit(record)}>
                {t('edit')}
              </EditButton>
            </Authorized>
          )}
          {writable && actions.onAddChild && (
            <Authorized code={code('add')}>
              <Button type="link" size="small" onClick={() => actions.onAddChild?.(record)}>
                {t('addChild')}
              </Button>
            </Authorized>
          )}
          {actions.extra?.(record)}
          {writable && (
            <Authorized code={code('delete')}>
              {(disabled) => (
                <Popconfirm
                  title={t('confirmDelete')}
                  okText={t('ok')}
                  cancelText={t('cancel')}
                  disabled={disabled}
                  onConfirm={() => actions.onDelete(record)}
                >
                  <Button type="link" size="small" danger disabled={disabled}>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              )}
            </Authorized>
          )}
        </Space>
      ),
    });
    return columns;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is derived from lang
  }, [entity, cells, state.column, state.order, lang, actions, permission, access, visible, wide]);
}
