// UI texts of the form (validation, checks) in both languages; merged into MESSAGES (../messages.ts).
import type { I18nText } from '../../core/registry.ts';

export const FORM_MESSAGES = {} satisfies Record<string, I18nText>;
