// The `popup` cell (spec 001 §3, §5.8): the shared PopupPicker over the report `popupCode`. On OK
// each of `orgFields` of the chosen row goes to the row field at the same place in `destFields`:
// the cell's own key through onChange's value, the other fields through its `others` (several rows in
// multi mode, fieldExtendJson.multiSelect or `multiple`: values comma-joined). Clearing empties every
// target field (null). A bad configuration shows the spec's message in the cell. The report's columns
// and query items are kept 30 s (popup-report.ts). Outside editing the value shows as text.
import { Typography } from 'antd';
import { memo, useMemo } from 'react';
import type { CellValue, EditableRow } from '../../../core/editable/types.ts';
import { useT } from '../../messages.ts';
import { popupConfigOf } from '../../widgets/pickers/popup-config.ts';
import { PopupPicker } from '../../widgets/pickers/popup-picker.tsx';
import type { EditableCellProps } from './cell-types.ts';
import { CellText } from './cell-text.tsx';
import { emitted, multiSelectOf, textOf } from './column-settings.ts';
import { LeaveScope } from './leave-scope.tsx';

function PopupEditor({ column, value, onChange, onBlur, disabled, autoFocus }: EditableCellProps) {
  const t = useT();
  const parsed = useMemo(
    () =>
      popupConfigOf({
        code: column.popupCode,
        orgFields: column.orgFields,
        destFields: column.destFields,
        multi: multiSelectOf(column),
      }),
    [column],
  );
  if (!parsed.ok) {
    const message = t(parsed.error);
    return (
      <Typography.Text type="danger" ellipsis title={message}>
        {message}
      </Typography.Text>
    );
  }
  return (
    <LeaveScope onLeave={onBlur}>
      <PopupPicker
        text={textOf(value)}
        config={parsed.config}
        placeholder={column.placeholder ?? t('selectPlaceholder', { title: column.title })}
        disabled={disabled}
        autoFocus={autoFocus}
        onPick={(values) => {
          const others: Partial<EditableRow> = {};
          for (const [k, v] of Object.entries(values)) if (k !== column.key) others[k] = emitted(v as CellValue);
          const own = column.key in values ? emitted(values[column.key] as CellValue) : value;
          onChange(own, Object.keys(others).length ? others : undefined);
        }}
      />
    </LeaveScope>
  );
}

function PopupCellView(props: EditableCellProps) {
  return props.editing ? <PopupEditor {...props} /> : <CellText text={textOf(props.value)} />;
}

export const PopupCell = memo(PopupCellView);
