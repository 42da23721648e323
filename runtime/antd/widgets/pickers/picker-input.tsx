// The read-only input of the department and user pickers: the chosen names cut at width 25 with an
// ellipsis (the full text in a tooltip), a click opens the picker's dialog, and a clear icon (when
// something is chosen and the input is enabled) or the picker's own icon as suffix.
import { CloseCircleFilled } from '@ant-design/icons';
import { Input, Tooltip } from 'antd';
import { ellipsis } from './picker-values.ts';

export interface PickerInputProps {
  id?: string;
  /** The chosen names joined by commas ('' when none). */
  full: string;
  /** Something is chosen (the clear icon shows). */
  chosen: boolean;
  icon: React.ReactNode;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error';
  onOpen(): void;
  onClear(): void;
  onBlur?: () => void;
}

export function PickerInput({ id, full, chosen, icon, disabled, onOpen, onClear, ...rest }: PickerInputProps) {
  return (
    <Tooltip title={full || undefined}>
      <Input
        id={id}
        readOnly
        value={ellipsis(full)}
        placeholder={rest.placeholder}
        disabled={disabled}
        status={rest.status}
        style={{ cursor: disabled ? undefined : 'pointer' }}
        onClick={() => !disabled && onOpen()}
        onBlur={rest.onBlur}
        suffix={
          chosen && !disabled ? (
            <CloseCircleFilled
              aria-label="clear"
              style={{ color: 'rgba(0,0,0,0.25)' }}
              onClick={(e) => {
                e.stopPropagation();
                onClear();
              }}
            />
          ) : (
            icon
          )
        }
      />
    </Tooltip>
  );
}
