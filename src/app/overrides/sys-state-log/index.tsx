// sys_state_log (状态流转记录): the entity, states and action are codes of other entities; the server
// sends their labels as `<field>_dictText` (src/server/engine/crud/state-log-labels.ts). Text cells show the
// label when there is one (司机, 状态, 正常 -> 冻结, 冻结), else the stored code.
import type { CellProps } from '../../../../runtime/antd/cells/cell-types.ts';
import type { EntityOverrides } from '../types.ts';

function LabelOrValueCell({ value, record, field }: CellProps) {
  const label = record[`${field.name}_dictText`];
  if (label !== undefined && label !== null && label !== '')
    return <span title={String(value ?? '')}>{String(label)}</span>;
  return value === undefined || value === null ? null : <>{String(value)}</>;
}

const OVERRIDES: EntityOverrides = { cells: { string: LabelOrValueCell } };

export function useStateLogOverrides(): EntityOverrides {
  return OVERRIDES;
}
