// The popup report picker as a plain control: a read-only input with a search icon (and a clear icon
// when something shows) that opens PopupModal. On OK it hands over the target fields' values of the
// chosen rows (popup-config.ts destValues); clearing hands over every target field as undefined.
// The form's PopupWidget and the editable table's popup cell decide where those values go.
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { destValues, type PopupConfig } from './popup-config.ts';
import { PopupModal } from './popup-modal.tsx';

type Row = Record<string, unknown>;

export interface PopupPickerProps {
  id?: string;
  /** The text the input shows (the field's value, or the label of a referenced row). */
  text: string;
  config: PopupConfig;
  placeholder?: string;
  disabled?: boolean;
  /** Shown as usual but opens nothing (a read-only form field). */
  readOnly?: boolean;
  status?: 'error';
  autoFocus?: boolean;
  onBlur?(): void;
  /** Target field -> value from the chosen rows (all undefined when cleared); `rows` the rows chosen. */
  onPick(values: Record<string, unknown>, rows: Row[]): void;
}

export function PopupPicker({ text, config, disabled, readOnly, onPick, ...rest }: PopupPickerProps) {
  const [open, setOpen] = useState(false);
  const locked = disabled || readOnly;
  const clear = () => onPick(Object.fromEntries(config.destFields.map((d) => [d, undefined])), []);
  return (
    <>
      <Input
        {...rest}
        readOnly
        value={text}
        disabled={disabled}
        onClick={() => !locked && setOpen(true)}
        suffix={
          <>
            {text && !locked && (
              <CloseCircleFilled
                role="button"
                aria-label="clear"
                style={{ color: 'rgba(0,0,0,0.25)', marginRight: 4 }}
                onClick={(e) => {
                  e.stopPropagation();
                  clear();
                }}
              />
            )}
            <SearchOutlined aria-hidden onClick={() => !locked && setOpen(true)} />
          </>
        }
      />
      {open && (
        <PopupModal
          open={open}
          config={config}
          onClose={() => setOpen(false)}
          onChoose={(rows) => {
            onPick(destValues(config, rows), rows);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
