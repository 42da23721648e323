// The rich cells of the editable table (select, dates, pickers, uploads, popup ...), keyed by column type.
// cells/index.ts spreads this registry beside the basic cells; an app may override any key.
import type { EditableCellRegistry } from './cell-types.ts';

export const richCells: EditableCellRegistry = {};
