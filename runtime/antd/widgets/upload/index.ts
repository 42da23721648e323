// Form widgets of this folder: image, images (reorder) and file upload widgets, keyed as in widgets/index.ts.
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { CellRegistry } from '../../cells/cell-types.ts';

export const uploadWidgets: RegistryWidgetsType = {};

/** List cells of this folder's field kinds, keyed like cells/index.ts (x-widget, then format). */
export const uploadCells: CellRegistry = {};
