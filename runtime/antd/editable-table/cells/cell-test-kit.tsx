// Test kit of the rich cell tests: mounts one cell the way the table does (the value it emits held in
// state, the row beside it) inside the antd test providers, recording every onChange(value, others)
// and onBlur; `rerender` switches editing on or off.
import { render } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import type { DataProvider } from '../../../core/data-provider.ts';
import type { CellValue, EditableColumn, EditableRow } from '../../../core/editable/types.ts';
import type { Lang, Registry } from '../../../core/registry.ts';
import { memoryProvider } from '../../../react/test-fixtures.tsx';
import { AntdProviders } from '../../test-providers.tsx';
import type { EditableCellComponent } from './cell-types.ts';

export interface CellSetup {
  value?: CellValue;
  row?: Partial<EditableRow>;
  editing?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  provider?: DataProvider;
  registry?: Registry;
  lang?: Lang;
}

export const column = (type: EditableColumn['type'], extra: Partial<EditableColumn> = {}): EditableColumn => ({
  key: 'field',
  title: '字段',
  type,
  ...extra,
});

export function renderCell(Cell: EditableCellComponent, col: EditableColumn, setup: CellSetup = {}) {
  const { provider = memoryProvider().provider, registry, lang, editing = true, disabled = false } = setup;
  const onChange = vi.fn<(value: CellValue, others?: Partial<EditableRow>) => void>();
  const onBlur = vi.fn();
  let row: EditableRow = { id: 'r1', ...setup.row, [col.key]: setup.value };

  function Harness({ editing }: { editing: boolean }) {
    const [current, setCurrent] = useState<EditableRow>(row);
    return (
      <Cell
        column={col}
        value={current[col.key]}
        row={current}
        editing={editing}
        disabled={disabled}
        autoFocus={setup.autoFocus}
        onBlur={onBlur}
        onChange={(value, others) => {
          onChange(value, others);
          row = { ...row, ...others, [col.key]: value };
          setCurrent(row);
        }}
      />
    );
  }

  const wrap = (editingNow: boolean) => (
    <AntdProviders provider={provider} registry={registry} lang={lang}>
      <Harness editing={editingNow} />
    </AntdProviders>
  );
  const view = render(wrap(editing));
  return {
    view,
    onChange,
    onBlur,
    /** The row as the table holds it after the cell's changes. */
    row: () => row,
    /** The value of the last onChange. */
    last: () => onChange.mock.calls.at(-1)?.[0],
    setEditing: (on: boolean) => view.rerender(wrap(on)),
  };
}
