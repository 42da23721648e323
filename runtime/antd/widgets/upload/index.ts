// Form widgets of this folder: image, images (reorder) and file upload widgets, keyed as in widgets/index.ts
// (their list cells: cells.ts).
import type { RegistryWidgetsType } from '@rjsf/utils';
import { FileWidget } from './file-upload.tsx';
import { ImagesWidget, ImageWidget } from './image-upload.tsx';

export { FileUpload, type FileUploadProps } from './file-upload.tsx';
export { ImageUpload, type ImageUploadProps } from './image-upload.tsx';
export { FileLink } from './file-link.tsx';
export { FileCell, ImageCell } from './upload-cells.tsx';

export const uploadWidgets: RegistryWidgetsType = {
  image: ImageWidget,
  images: ImagesWidget,
  file: FileWidget,
};
