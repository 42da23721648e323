// The preview of the cron dialog (spec 001 §4.8, §9): the next 10 fire times of the expression,
// ignoring its year, computed 500 ms after the expression last changed. `times` is null until the
// first computation; `error` carries the adapter's message for an invalid expression.
import { useEffect, useState } from 'react';
import { CronError, nextFireTimes } from '../../core/cron/index.ts';
import type { I18nText } from '../../core/registry.ts';

export const PREVIEW_COUNT = 10;
export const PREVIEW_DEBOUNCE_MS = 500;

export interface FirePreview {
  expression: string;
  times: Date[] | null;
  error: I18nText | null;
}

export function computePreview(expression: string, now = new Date()): FirePreview {
  try {
    return { expression, times: nextFireTimes(expression, now, PREVIEW_COUNT, { ignoreYear: true }), error: null };
  } catch (error) {
    if (error instanceof CronError) return { expression, times: [], error: error.text };
    throw error;
  }
}

export function useFirePreview(expression: string, delay = PREVIEW_DEBOUNCE_MS): FirePreview {
  const [preview, setPreview] = useState<FirePreview>({ expression: '', times: null, error: null });
  useEffect(() => {
    const timer = setTimeout(() => setPreview(computePreview(expression)), delay);
    return () => clearTimeout(timer);
  }, [expression, delay]);
  return preview;
}
