// List cells of this folder's field kinds, keyed like cells/index.ts (x-widget, then format). Apart from
// index.ts (the upload widgets), so the list page's chunk carries the cells only.
import type { CellRegistry } from '../../cells/cell-types.ts';
import { FileCell, ImageCell } from './upload-cells.tsx';

export const uploadCells: CellRegistry = {
  image: ImageCell,
  images: ImageCell,
  file: FileCell,
};
