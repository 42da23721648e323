// The basic cells of the editable table: input, inputNumber, checkbox, textarea, slot and hidden.
// Text and number cells are native <input>/<textarea> styled like antd's (`.et-input`,
// ../table-styles.tsx): a table mounts hundreds of them and mounts new ones on every scroll frame,
// where antd's Input costs several times more. Outside editing (click-to-edit mode) they show text.
import { Checkbox } from 'antd';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { numberText, parseNumberText, sanitizeNumberInput } from '../../../core/editable/numbers.ts';
import type { EditableCellProps, EditableCellRegistry } from './cell-types.ts';
import { CellText } from './cell-text.tsx';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const placeholderOf = (props: EditableCellProps) => props.column.placeholder ?? props.column.title;

export function InputCell(props: EditableCellProps) {
  const { column, value, onChange, onBlur, disabled, editing, autoFocus } = props;
  if (!editing) return <CellText text={text(value)} />;
  return (
    <input
      className="et-input"
      value={text(value)}
      placeholder={placeholderOf(props)}
      disabled={disabled}
      autoFocus={autoFocus}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={onBlur}
      {...column.props}
    />
  );
}

/**
 * Numbers as text (spec 001 §5.2): only an optional minus, digits and a decimal point are taken;
 * anything else leaves the previous text. The row holds the number once the text is one (`-` and `1.`
 * stay in the input only); the column's precision limits the decimals (money 2, integer none).
 */
export function InputNumberCell(props: EditableCellProps) {
  const { column, value, onChange, onBlur, disabled, editing, autoFocus } = props;
  const [draft, setDraft] = useState(() => numberText(value));
  const [held, setHeld] = useState(value);
  // The row changed from outside (setValues, reset): show the new value (render-time adjustment).
  if (!Object.is(held, value)) {
    setHeld(value);
    if (!Object.is(parseNumberText(draft) ?? undefined, value ?? undefined)) setDraft(numberText(value));
  }
  if (!editing) return <CellText text={numberText(value)} />;
  return (
    <input
      className="et-input"
      inputMode="decimal"
      value={draft}
      placeholder={placeholderOf(props)}
      disabled={disabled}
      autoFocus={autoFocus}
      onChange={(e) => {
        const next = sanitizeNumberInput(e.target.value, draft, column.precision);
        setDraft(next);
        const parsed = parseNumberText(next);
        if (parsed === undefined) return;
        const stored = parsed ?? undefined;
        setHeld(stored);
        if (!Object.is(stored, value)) onChange(stored);
      }}
      onBlur={() => {
        if (parseNumberText(draft) === undefined) setDraft(numberText(value));
        onBlur();
      }}
      {...column.props}
    />
  );
}

/** A checkbox storing customValue [checked, unchecked] (default true / false). */
export function CheckboxCell({ column, value, onChange, onBlur, disabled }: EditableCellProps) {
  const [on, off] = column.customValue ?? [true, false];
  return (
    <Checkbox
      checked={value === on || (on === true && value === 'true')}
      disabled={disabled}
      onChange={(e) => {
        onChange(e.target.checked ? on : off);
        onBlur();
      }}
      aria-label={column.title}
      {...column.props}
    />
  );
}

export function TextareaCell(props: EditableCellProps) {
  const { column, value, onChange, onBlur, disabled, editing, autoFocus } = props;
  if (!editing) return <CellText text={text(value)} />;
  return (
    <textarea
      className="et-input"
      rows={1}
      value={text(value)}
      placeholder={placeholderOf(props)}
      disabled={disabled}
      autoFocus={autoFocus}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={onBlur}
      {...column.props}
    />
  );
}

/** A slot's render function: the screen draws the cell (EditableTable `slots`, keyed by slotName or key). */
export type EditableSlot = (props: EditableCellProps) => ReactNode;

export const EditableSlotsContext = createContext<Record<string, EditableSlot>>({});

export function SlotCell(props: EditableCellProps) {
  const slots = useContext(EditableSlotsContext);
  const render = slots[props.column.slotName ?? props.column.key];
  return render ? <>{render(props)}</> : null;
}

/** Hidden columns are not drawn; their values travel with the row. */
export function HiddenCell() {
  return null;
}

export const basicCells: EditableCellRegistry = {
  input: InputCell,
  inputNumber: InputNumberCell,
  checkbox: CheckboxCell,
  textarea: TextareaCell,
  slot: SlotCell,
  hidden: HiddenCell,
};
