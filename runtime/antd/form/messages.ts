// UI texts of the form (validation, checks, detail tables) in both languages; merged into MESSAGES (../messages.ts).
import type { I18nText } from '../../core/registry.ts';

export const FORM_MESSAGES = {
  detailInvalid: {
    zh: '{title}中有未通过校验的数据，请修改后再保存',
    en: '{title} has rows that failed validation. Fix them and save again.',
  },
  detailLoadFailed: { zh: '明细数据加载失败', en: 'Failed to load the detail rows' },
} satisfies Record<string, I18nText>;
