// The per-row actions of the generic list as descriptors (View, Edit, Add child, workflow, app extras,
// Delete: see use-columns.tsx) and the one way they show: up to INLINE_MAX of them as link buttons; more
// than that keeps the first INLINE_KEEP inline and puts the rest in a 更多 / More ▾ menu (antd Dropdown,
// opened by click or by Enter / Space on the focused trigger, then walked with the arrow keys). Each
// action may need a permission code (hidden without it, disabled for a type-2 rule: spec 001 §6,
// docs/decisions.md#15-button-permission-status), ask a confirmation first (a Popconfirm inline, a
// confirm dialog from the menu), be disabled with its reason as a tooltip, be danger-styled, or open a
// dialog the list renders (so it survives the menu closing and the rows re-rendering).
// The actions column is as wide as what it shows (actionsWidth), so antd lays it out next to the data
// columns instead of over them.
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popconfirm, Space, Tooltip, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import type { Row } from '../../core/wire.ts';
import type { PermissionView } from '../../react/permissions.tsx';
import { useT } from '../messages.ts';
import { useFeedback } from '../use-feedback.ts';

export interface RowAction {
  /** Unique within the row. */
  key: string;
  label: string;
  /** Permission code (comma-separated: any of them): hidden without it, disabled for a type-2 rule. */
  code?: string;
  /** Runs on click (after the confirmation, when there is one). */
  onClick?(): unknown;
  /** A dialog or drawer the list shows for the row; `close` removes it. */
  dialog?(close: () => void): ReactNode;
  /** Asked before onClick runs. */
  confirm?: string;
  /** Why the action cannot run for this row: disabled, with the reason as its tooltip. */
  disabledReason?: string;
  /** Disabled without a reason of its own (e.g. a type-2 rule already checked by the caller). */
  disabled?: boolean;
  danger?: boolean;
  /** data-* attributes of the control (data-testid, data-transition …). */
  data?: Record<string, string>;
}

/** The row's actions after the permission check, each marked disabled or not. */
export interface ShownAction extends RowAction {
  disabled: boolean;
}

/** Up to this many actions all show inline. */
export const INLINE_MAX = 3;
/** With more, this many stay inline and the rest go to the More menu. */
export const INLINE_KEEP = 2;

/** Drop what the user may not see; disable what a type-2 rule or a reason holds back. */
export function shownActions(
  actions: RowAction[],
  permission: Pick<PermissionView, 'has' | 'disabled'>,
): ShownAction[] {
  return actions.flatMap((a) => {
    if (!a.code || permission.has(a.code)) return [{ ...a, disabled: !!a.disabled || !!a.disabledReason }];
    return permission.disabled(a.code) ? [{ ...a, disabled: true }] : [];
  });
}

export function splitActions<T>(actions: T[]): { inline: T[]; menu: T[] } {
  if (actions.length <= INLINE_MAX) return { inline: actions, menu: [] };
  return { inline: actions.slice(0, INLINE_KEEP), menu: actions.slice(INLINE_KEEP) };
}

// Widths at the table's 14 px font: a CJK character is as wide as the font; Latin text is measured by
// a per-character estimate on the wide side (antd's default font stack varies per system). In Chromium
// at 1440 px the inline View / Edit / More ▾ measure 49 / 43 / 71 px against 51 / 43 / 70 estimated.
const NARROW = new Set([..."ijlt.,:;!|'I()[]f "]);
export function textWidth(text: string): number {
  let w = 0;
  for (const c of text) {
    if (c.charCodeAt(0) > 0x2e7f) w += 14;
    else if (NARROW.has(c)) w += 4.5;
    else if (c >= 'A' && c <= 'Z') w += 10;
    else if (c === 'm' || c === 'w') w += 12;
    else w += 8;
  }
  return Math.ceil(w);
}

/** A small link button: its text plus antd's small-button inline padding (7 px each side) and border. */
const BUTTON_PAD = 16;
/** The More trigger's arrow icon and its gap. */
const MORE_ICON = 20;
/** The cell's inline padding: antd's table cells have 16 px each side at the large size, 8 px at the medium
 * and small ones; plus 2 px of slack. */
export const cellPadding = (large: boolean) => (large ? 32 : 16) + 2;

/** The actions column's width: the widest row's inline buttons (and More), or the title; plus `pad`. */
export function actionsWidth(rows: { label: string }[][], more: string, title: string, pad: number): number {
  let widest = textWidth(title);
  for (const actions of rows) {
    const { inline, menu } = splitActions(actions);
    let w = inline.reduce((sum, a) => sum + textWidth(a.label) + BUTTON_PAD, 0);
    if (menu.length) w += textWidth(more) + BUTTON_PAD + MORE_ICON;
    widest = Math.max(widest, w);
  }
  return widest + pad;
}

function InlineAction({ action, run }: { action: ShownAction; run(a: ShownAction): void }) {
  const t = useT();
  const button = (
    <Button
      type="link"
      size="small"
      danger={action.danger}
      disabled={action.disabled}
      aria-label={action.disabledReason}
      onClick={action.confirm ? undefined : () => run(action)}
      {...action.data}
    >
      {action.label}
    </Button>
  );
  if (action.disabledReason) {
    // A disabled button gets no pointer events: the span carries the hover.
    return (
      <Tooltip title={action.disabledReason}>
        <span>{button}</span>
      </Tooltip>
    );
  }
  if (!action.confirm) return button;
  return (
    <Popconfirm
      title={action.confirm}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: action.danger }}
      disabled={action.disabled}
      onConfirm={() => run(action)}
    >
      {button}
    </Popconfirm>
  );
}

export interface RowActionsCellProps {
  actions: ShownAction[];
  /** Shows (or, with null, removes) the dialog of an action. */
  onDialog(node: ReactNode): void;
}

export function RowActionsCell({ actions, onDialog }: RowActionsCellProps) {
  const t = useT();
  const { modal } = useFeedback();
  const run = (a: ShownAction) => {
    if (a.dialog) onDialog(a.dialog(() => onDialog(null)));
    else void a.onClick?.();
  };
  const { inline, menu } = splitActions(actions);
  const items: MenuProps['items'] = menu.map((a) => ({
    key: a.key,
    danger: a.danger,
    disabled: a.disabled,
    label: a.disabledReason ? (
      <Tooltip title={a.disabledReason} placement="left">
        <span {...a.data}>{a.label}</span>
      </Tooltip>
    ) : (
      <span {...a.data}>{a.label}</span>
    ),
  }));
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    const a = menu.find((m) => m.key === key);
    if (!a || a.disabled) return;
    if (!a.confirm) return run(a);
    modal.confirm({
      title: a.confirm,
      okText: t('ok'),
      cancelText: t('cancel'),
      okButtonProps: { danger: a.danger },
      onOk: () => run(a),
    });
  };
  return (
    <Space size={0} style={{ whiteSpace: 'nowrap' }}>
      {inline.map((a) => (
        <InlineAction key={a.key} action={a} run={run} />
      ))}
      {menu.length > 0 && (
        <Dropdown menu={{ items, onClick: onMenu }} trigger={['click']} placement="bottomRight">
          <Button type="link" size="small" aria-haspopup="menu" data-testid="row-more">
            {t('more')}
            <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}

/** A row's actions, as the list builds them (use-columns.tsx). */
export type RowActionsOf = (row: Row) => RowAction[];
