// UI texts of this folder's widgets in both languages; merged into MESSAGES (../../messages.ts).
import type { I18nText } from '../../../core/registry.ts';

export const EDITOR_MESSAGES = {} satisfies Record<string, I18nText>;
