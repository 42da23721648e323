// UI texts of the editable table's rich cells in both languages; merged into MESSAGES (../../messages.ts).
// Keys start with `cell`. The cells also use the shared placeholders and the upload and picker texts.
import type { I18nText } from '../../../core/registry.ts';

export const CELL_MESSAGES = {
  cellInputPopOpen: { zh: '放大编辑', en: 'Edit in a larger box' },
  cellMoreFiles: { zh: '还有 {n} 个文件', en: '{n} more files' },
  cellFiles: { zh: '全部文件', en: 'All files' },
} satisfies Record<string, I18nText>;
