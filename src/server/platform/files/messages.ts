// Bilingual messages of the upload and file routes (answered in the request's language).
import type { I18nText } from '../../../../runtime/core/registry.ts';
import { t } from '../../engine/plugins/i18n.ts';

export const FILE_MESSAGES = {
  notMultipart: t('请使用 multipart/form-data 上传文件', 'Upload the file as multipart/form-data'),
  noFile: t('未找到上传的文件（字段 file）', 'No file in the request (multipart field "file")'),
  oneFile: t('一次只能上传一个文件', 'Only one file may be uploaded per request'),
  tooManyFields: t('上传请求的字段过多', 'Too many fields in the upload request'),
  badField: t('上传请求的字段不合法', 'Invalid field in the upload request'),
  badBiz: t(
    '上传目录 biz 不合法：只能包含字母、数字、-、_，以 / 分隔，最多 3 级',
    'Invalid upload folder (biz): letters, digits, - and _ only, at most 3 levels separated by /',
  ),
  badName: t('文件名不合法', 'Invalid file name'),
  empty: t('文件为空', 'The file is empty'),
  unsupported: t(
    '不支持的文件类型：仅允许图片（jpg、png、gif、webp、bmp）、pdf、Office 文档、zip、txt/csv',
    'Unsupported file type: only images (jpg, png, gif, webp, bmp), pdf, Office documents, zip and txt/csv are allowed',
  ),
  mismatch: t('文件内容与扩展名不符', 'The file content does not match its extension'),
  badPath: t('文件路径不合法', 'Invalid file path'),
  notFound: t('文件不存在', 'File not found'),
  noSpace: t(
    '服务器存储空间不足，文件未保存，请联系管理员',
    'Not enough storage space on the server: the file was not saved; please contact the administrator',
  ),
};

/** A byte count as people read it: 10 MB, 1.5 MB, 200 KB, 512 B. */
export function formatBytes(bytes: number): string {
  const unit = (size: number, name: string) => `${Number.isInteger(size) ? size : size.toFixed(1)} ${name}`;
  if (bytes >= 1024 * 1024) return unit(bytes / (1024 * 1024), 'MB');
  if (bytes >= 1024) return unit(bytes / 1024, 'KB');
  return `${bytes} B`;
}

export function tooLarge(maxBytes: number): I18nText {
  const max = formatBytes(maxBytes);
  return t(`文件大小超过限制（最大 ${max}）`, `The file is too large (at most ${max})`);
}

export function tooFrequent(perMinute: number): I18nText {
  return t(
    `上传过于频繁：每人每分钟最多上传 ${perMinute} 个文件，请稍后再试`,
    `Too many uploads: at most ${perMinute} files a minute per user; please try again shortly`,
  );
}

export function quotaFull(maxBytes: number, usedBytes: number): I18nText {
  const max = formatBytes(maxBytes);
  const used = formatBytes(usedBytes);
  return t(
    `上传空间不足：每人最多 ${max}，您已使用 ${used}，文件未保存`,
    `Upload space exceeded: at most ${max} per user and you have used ${used}; the file was not saved`,
  );
}
