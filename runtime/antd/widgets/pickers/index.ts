// Form widgets of this folder: region cascader, user, department, popup (report) and entity pickers, keyed as in widgets/index.ts.
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { CellRegistry } from '../../cells/cell-types.ts';
import { DepartWidget } from './depart-picker.tsx';
import { EntityCell, EntityWidget } from './entity-select.tsx';
import { DepartCell, UserCell } from './picker-cells.tsx';
import { PopupWidget } from './popup-widget.tsx';
import { RegionCell } from './region-cell.tsx';
import { RegionWidget } from './region-cascader.tsx';
import { UserWidget } from './user-picker.tsx';

export const pickerWidgets: RegistryWidgetsType = {
  area: RegionWidget,
  user: UserWidget,
  depart: DepartWidget,
  popup: PopupWidget,
  entity: EntityWidget,
};

/** List cells of this folder's field kinds, keyed like cells/index.ts (x-widget, then format). */
export const pickerCells: CellRegistry = {
  area: RegionCell,
  user: UserCell,
  depart: DepartCell,
  entity: EntityCell,
};
