// The editable table's cells, keyed by column type (cell-types.ts): the basic ones of this folder and
// the rich ones (rich-cells.ts). EditableTable's `cells` prop overrides any key.
import { basicCells } from './basic-cells.tsx';
import type { EditableCellRegistry } from './cell-types.ts';
import { richCells } from './rich-cells.ts';

export * from './cell-types.ts';
export { basicCells, EditableSlotsContext, type EditableSlot } from './basic-cells.tsx';
export { richCells } from './rich-cells.ts';

export const defaultCells: EditableCellRegistry = { ...basicCells, ...richCells };
