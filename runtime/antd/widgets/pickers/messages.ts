// UI texts of this folder's widgets in both languages; merged into MESSAGES (../../messages.ts).
import type { I18nText } from '../../../core/registry.ts';

export const PICKER_MESSAGES = {} satisfies Record<string, I18nText>;
