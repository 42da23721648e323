// The Add button's settings (spec 001 §9: saved locally, addRowNum 1, addIndex 0, addScrollToBottom
// false): whatever was stored or typed, brought back into range. The React controller stores them.
import { clampAddCount } from './rows.ts';
import { DEFAULT_ADD_SETTINGS, type AddSettings } from './types.ts';

/** Settings from anything (a parsed localStorage value, a form): defaults for what is missing or wrong. */
export function normalizeAddSettings(raw: unknown): AddSettings {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const index = Math.floor(Number(o.addIndex));
  return {
    addRowNum: o.addRowNum === undefined ? DEFAULT_ADD_SETTINGS.addRowNum : clampAddCount(o.addRowNum),
    // The upper bound (the row count) changes as rows come and go; it is applied when adding.
    addIndex: Number.isFinite(index) && index > 0 ? index : DEFAULT_ADD_SETTINGS.addIndex,
    addScrollToBottom:
      typeof o.addScrollToBottom === 'boolean' ? o.addScrollToBottom : DEFAULT_ADD_SETTINGS.addScrollToBottom,
  };
}
