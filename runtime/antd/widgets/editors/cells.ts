// List cells of this folder's field kinds, keyed like cells/index.ts (x-widget, then format). Apart from
// index.ts (the editors), so the list page's chunk carries the cells only.
import type { CellRegistry } from '../../cells/cell-types.ts';
import { ChoiceCell, CodeCell, RichTextCell } from './editor-cells.tsx';
import { SwitchCell } from './switch-widget.tsx';

export const editorCells: CellRegistry = {
  checkbox: ChoiceCell,
  'multi-select': ChoiceCell,
  switch: SwitchCell,
  richtext: RichTextCell,
  code: CodeCell,
};
