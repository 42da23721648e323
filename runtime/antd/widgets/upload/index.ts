// Form widgets of this folder: image, images (reorder) and file upload widgets, keyed as in widgets/index.ts.
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { CellRegistry } from '../../cells/cell-types.ts';
import { FileWidget } from './file-upload.tsx';
import { ImagesWidget, ImageWidget } from './image-upload.tsx';
import { FileCell, ImageCell } from './upload-cells.tsx';

export { FileUpload, type FileUploadProps } from './file-upload.tsx';
export { ImageUpload, type ImageUploadProps } from './image-upload.tsx';
export { FileLink } from './file-link.tsx';
export { FileCell, ImageCell } from './upload-cells.tsx';

export const uploadWidgets: RegistryWidgetsType = {
  image: ImageWidget,
  images: ImagesWidget,
  file: FileWidget,
};

/** List cells of this folder's field kinds, keyed like cells/index.ts (x-widget, then format). */
export const uploadCells: CellRegistry = {
  image: ImageCell,
  images: ImageCell,
  file: FileCell,
};
