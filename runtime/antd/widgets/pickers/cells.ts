// List cells of this folder's field kinds, keyed like cells/index.ts (x-widget, then format). Apart from
// index.ts (the form widgets and their dialogs), so the list page's chunk carries the cells only.
import type { CellRegistry } from '../../cells/cell-types.ts';
import { EntityCell } from './entity-select.tsx';
import { DepartCell, UserCell } from './picker-cells.tsx';
import { RegionCell } from './region-cell.tsx';
import { TransitionCell } from './transition-select.tsx';

export const pickerCells: CellRegistry = {
  area: RegionCell,
  user: UserCell,
  depart: DepartCell,
  entity: EntityCell,
  transition: TransitionCell,
};
