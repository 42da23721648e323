// The `input_pop` cell (spec 001 §3): a one-line input with a button that opens a larger text area in
// a popover over the cell, both editing the same value as the user types; emptied -> null. The popover
// (and its text area) is rendered only once opened. Outside editing the text shows on one line.
import { ExpandAltOutlined } from '@ant-design/icons';
import { Input, Popover } from 'antd';
import { memo, useState } from 'react';
import { useT } from '../../messages.ts';
import type { EditableCellProps } from './cell-types.ts';
import { CellText } from './cell-text.tsx';
import { emitted, textOf } from './column-settings.ts';
import { LeaveScope } from './leave-scope.tsx';

const AREA = { width: 320 };

function InputPopEditor({ column, value, onChange, onBlur, disabled, autoFocus }: EditableCellProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const text = textOf(value);
  const change = (e: { target: { value: string } }) => onChange(emitted(e.target.value));
  const label = t('cellInputPopOpen');
  return (
    <LeaveScope onLeave={onBlur}>
      <Input
        {...column.props}
        value={text}
        placeholder={column.placeholder ?? t('inputPlaceholder', { title: column.title })}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={change}
        suffix={
          <Popover
            trigger="click"
            placement="bottomRight"
            open={open && !disabled}
            destroyOnHidden
            onOpenChange={setOpen}
            title={column.title}
            content={
              <Input.TextArea
                aria-label={column.title}
                rows={6}
                style={AREA}
                value={text}
                autoFocus
                onChange={change}
              />
            }
          >
            <ExpandAltOutlined
              role="button"
              aria-label={label}
              title={label}
              style={{ cursor: disabled ? 'not-allowed' : 'pointer', color: 'rgba(0,0,0,0.45)' }}
            />
          </Popover>
        }
      />
    </LeaveScope>
  );
}

function InputPopCellView(props: EditableCellProps) {
  return props.editing ? <InputPopEditor {...props} /> : <CellText text={textOf(props.value)} />;
}

export const InputPopCell = memo(InputPopCellView);
