// Form widgets of this folder: dictionary radio/checkbox/multi-select, switch, password with confirmation, rich text and code editors, keyed as in widgets/index.ts.
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { CellRegistry } from '../../cells/cell-types.ts';

export const editorWidgets: RegistryWidgetsType = {};

/** List cells of this folder's field kinds, keyed like cells/index.ts (x-widget, then format). */
export const editorCells: CellRegistry = {};
