// UI texts of the list screen's newer parts in both languages; merged into MESSAGES (../messages.ts).
import type { I18nText } from '../../core/registry.ts';

export const LIST_MESSAGES = {} satisfies Record<string, I18nText>;
