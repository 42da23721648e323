// The `sel_depart` and `sel_user` cells (spec 001 §3, §9) over the shared pickers. Departments store
// `id` and show `departName` by default (fieldExtendJson store 'orgCode', another text field,
// multiSelect); users store `username` and show `realname` (store 'id', text 'username' ...).
// Several values are comma-joined; emptied -> null. Outside editing the names show: departments from
// the tree (one call, kept 30 s), users through the batched getMultiUser look-up (one call for every
// cell of a tick).
import { Typography } from 'antd';
import { memo } from 'react';
import type { EditableColumn } from '../../../core/editable/types.ts';
import { useDepartTree } from '../../../react/use-depart-tree.ts';
import { useUserLabels } from '../../../react/use-user-labels.ts';
import { DepartPicker } from '../../widgets/pickers/depart-picker.tsx';
import { departNames, userNames } from '../../widgets/pickers/picker-labels.ts';
import { splitKeys } from '../../widgets/pickers/picker-values.ts';
import { UserPicker } from '../../widgets/pickers/user-picker.tsx';
import type { EditableCellProps } from './cell-types.ts';
import { CellText } from './cell-text.tsx';
import { useChoicePlaceholder } from './choice-cells.tsx';
import { departSettings, emitted, textOf, userSettings } from './column-settings.ts';
import { LeaveScope } from './leave-scope.tsx';

/** Stored keys shown greyed while their names load. */
const Pending = ({ keys }: { keys: string[] }) => (
  <Typography.Text type="secondary" ellipsis>
    {keys.join(',')}
  </Typography.Text>
);

/** The picker's props; leaving is told by LeaveScope (the picker's dialog takes the focus). */
function editorProps(props: EditableCellProps, placeholder: string) {
  return {
    value: textOf(props.value) || undefined,
    placeholder,
    disabled: props.disabled,
    onChange: (v: string | undefined) => props.onChange(emitted(v)),
  };
}

function DepartText({ column, value }: { column: EditableColumn; value: unknown }) {
  const keys = splitKeys(value);
  const tree = useDepartTree(keys.length > 0);
  if (!keys.length) return null;
  if (!tree.roots.length) return <Pending keys={keys} />;
  const s = departSettings(column);
  return <CellText text={departNames(keys, tree, s.store, s.text).join(',')} />;
}

function DepartCellView(props: EditableCellProps) {
  const placeholder = useChoicePlaceholder(props.column);
  if (!props.editing) return <DepartText column={props.column} value={props.value} />;
  const s = departSettings(props.column);
  return (
    <LeaveScope onLeave={props.onBlur}>
      <DepartPicker {...editorProps(props, placeholder)} multi={s.multi} store={s.store} text={s.text} />
    </LeaveScope>
  );
}

function UserText({ column, value }: { column: EditableColumn; value: unknown }) {
  const keys = splitKeys(value);
  const s = userSettings(column);
  const { users, loading } = useUserLabels(keys, s.store);
  if (!keys.length) return null;
  if (loading && users.size === 0) return <Pending keys={keys} />;
  return <CellText text={userNames(keys, users, s.text).join(',')} />;
}

function UserCellView(props: EditableCellProps) {
  const placeholder = useChoicePlaceholder(props.column);
  if (!props.editing) return <UserText column={props.column} value={props.value} />;
  const s = userSettings(props.column);
  return (
    <LeaveScope onLeave={props.onBlur}>
      <UserPicker {...editorProps(props, placeholder)} multi={s.multi} store={s.store} text={s.text} />
    </LeaveScope>
  );
}

export const DepartCell = memo(DepartCellView);
export const UserCell = memo(UserCellView);
