// In-memory progress of Excel imports and exports (runtime/core/excel-wire.ts ExcelProgress), keyed by
// (user id, client-chosen progressId) so a user only ever sees their own jobs. Entries live while the
// job runs and a few minutes after it ends; nothing is stored in the database (a restart forgets them).
import type { ExcelProgress } from '../../../runtime/core/excel-wire.ts';
import { PROGRESS_ID } from '../../../runtime/core/excel-wire.ts';

/** How long a finished job's entry stays readable. */
export const PROGRESS_TTL_MS = 5 * 60_000;
/** An entry not updated for this long is dropped too (a job that died without saying so). */
const STALE_MS = 60 * 60_000;
/** Most entries kept (oldest dropped first), so a client cannot grow the map without bound. */
const MAX_ENTRIES = 10_000;

interface Entry {
  progress: ExcelProgress;
  /** When a finished entry may be dropped. */
  expires: number;
}

const entries = new Map<string, Entry>();

const keyOf = (userId: string, id: string) => `${userId}\u0000${id}`;

function sweep(now: number): void {
  for (const [k, e] of entries) if (e.expires <= now) entries.delete(k);
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
}

export function validProgressId(id: unknown): id is string {
  return typeof id === 'string' && PROGRESS_ID.test(id);
}

/** The caller's own entry, or undefined (unknown, expired or another user's). */
export function readProgress(userId: string, id: string): ExcelProgress | undefined {
  const e = entries.get(keyOf(userId, id));
  if (!e) return undefined;
  if (e.expires <= Date.now()) {
    entries.delete(keyOf(userId, id));
    return undefined;
  }
  return { ...e.progress };
}

/** A job's progress reporter; every method is cheap (a map write), safe to call per batch. */
export interface ProgressReporter {
  update(p: Partial<ExcelProgress>): void;
  finish(phase: 'done' | 'failed', p?: Partial<ExcelProgress>): void;
}

const NOOP: ProgressReporter = { update: () => {}, finish: () => {} };

/** Start reporting under (user, id); a missing id reports nothing. */
export function startProgress(
  userId: string,
  id: string | undefined,
  kind: ExcelProgress['kind'],
  total?: number,
): ProgressReporter {
  if (!id) return NOOP;
  const now = Date.now();
  sweep(now);
  const key = keyOf(userId, id);
  const entry: Entry = {
    progress: { kind, phase: 'reading', done: 0, ...(total !== undefined ? { total } : {}) },
    expires: now + STALE_MS,
  };
  entries.delete(key);
  entries.set(key, entry);
  return {
    update(p) {
      Object.assign(entry.progress, p);
      entry.expires = Date.now() + STALE_MS;
      if (!entries.has(key)) entries.set(key, entry);
    },
    finish(phase, p) {
      Object.assign(entry.progress, p, { phase });
      entry.expires = Date.now() + PROGRESS_TTL_MS;
      if (!entries.has(key)) entries.set(key, entry);
    },
  };
}
