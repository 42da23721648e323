// Form widgets of this folder: region cascader, user, department and popup (report) pickers, keyed as in widgets/index.ts.
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { CellRegistry } from '../../cells/cell-types.ts';

export const pickerWidgets: RegistryWidgetsType = {};

/** List cells of this folder's field kinds, keyed like cells/index.ts (x-widget, then format). */
export const pickerCells: CellRegistry = {};
