// UI texts of this folder's widgets in both languages; merged into MESSAGES (../../messages.ts).
// Spec 001 §5.6 (image only), §5.8 (reorder warnings), §8 'Upload failure'.
import type { I18nText } from '../../../core/registry.ts';

export const UPLOAD_MESSAGES = {
  uploadImageOnly: { zh: '请上传图片', en: 'Please upload an image' },
  uploadUnknownOperation: { zh: '未知操作', en: 'Unknown operation' },
  uploadAlreadyLast: { zh: '已经是最后一张了~', en: 'Already at the end~' },
  uploadFailed: { zh: '上传失败', en: 'Upload failed' },
  uploadFileFailed: { zh: '{name} 上传失败', en: '{name} upload failed.' },
  uploadMaxFiles: { zh: '最多只能上传 {n} 个文件', en: 'At most {n} files can be uploaded' },
  uploadMaxImages: { zh: '最多只能上传 {n} 张图片', en: 'At most {n} images can be uploaded' },
  uploadImage: { zh: '上传', en: 'Upload' },
  uploadFile: { zh: '上传文件', en: 'Upload file' },
  uploadUploading: { zh: '上传中', en: 'Uploading' },
  uploadPreview: { zh: '预览', en: 'Preview' },
  uploadRemove: { zh: '删除', en: 'Remove' },
  uploadMoveLeft: { zh: '左移', en: 'Move left' },
  uploadMoveRight: { zh: '右移', en: 'Move right' },
  uploadMore: { zh: '还有 {n} 张', en: '{n} more' },
  uploadImageBroken: { zh: '图片加载失败', en: 'The image could not be loaded' },
} satisfies Record<string, I18nText>;
