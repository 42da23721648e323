// In-memory progress of Excel imports and exports (runtime/core/excel-wire.ts ExcelProgress), keyed by
// (user id, client-chosen progressId) so a user only ever sees their own jobs. Entries live while the
// job runs and a few minutes after it ends; nothing is stored in the database (a restart forgets them).
// With several instances on PostgreSQL each job's progress is also sent to the other instances over
// the realtime bus (`shareProgress`; at most every PUBLISH_MS, and always at start and end), so a poll
// that the load balancer sends to another instance answers the same.
import type { ExcelProgress } from '../../../../runtime/core/excel-wire.ts';
import { PROGRESS_ID } from '../../../../runtime/core/excel-wire.ts';
import type { Signals } from '../../engine/db/signals.ts';

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
  /** For copies from another instance: the job run and the number of its last copy applied. */
  run?: string;
  seq?: number;
}

const entries = new Map<string, Entry>();

const SIGNAL = 'excel-progress';
/** Least time between two copies of one job's progress sent to the other instances. */
const PUBLISH_MS = 250;
const sharers = new Set<Signals>();

/** A job's progress as sent to the other instances. */
interface Copy {
  key: string;
  run: string;
  seq: number;
  progress: ExcelProgress;
  ttlMs: number;
}

function applyCopy(data: unknown): void {
  const c = data as Partial<Copy> | undefined;
  if (!c || typeof c.key !== 'string' || typeof c.run !== 'string' || typeof c.seq !== 'number') return;
  if (!c.progress || typeof c.ttlMs !== 'number') return;
  const held = entries.get(c.key);
  if (held?.run === c.run && (held.seq ?? -1) >= c.seq) return; // an older copy arriving late
  const now = Date.now();
  sweep(now);
  entries.delete(c.key);
  entries.set(c.key, {
    progress: { ...c.progress },
    expires: now + Math.min(c.ttlMs, STALE_MS),
    run: c.run,
    seq: c.seq,
  });
}

/** Send this process's job progress to the other instances and keep theirs; returns the undo. */
export function shareProgress(signals: Signals): () => void {
  sharers.add(signals);
  const off = signals.on(SIGNAL, applyCopy);
  return () => {
    sharers.delete(signals);
    off();
  };
}

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
  const run = `${now.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  let seq = 0;
  let lastSent = 0;
  let timer: NodeJS.Timeout | undefined;
  const publish = () => {
    timer = undefined;
    if (sharers.size === 0) return;
    lastSent = Date.now();
    const copy: Copy = { key, run, seq: seq++, progress: entry.progress, ttlMs: entry.expires - lastSent };
    for (const s of sharers) s.send(SIGNAL, copy);
  };
  const publishSoon = () => {
    if (timer || sharers.size === 0) return;
    const wait = lastSent + PUBLISH_MS - Date.now();
    if (wait <= 0) return publish();
    timer = setTimeout(publish, wait);
    timer.unref();
  };
  publish();
  return {
    update(p) {
      Object.assign(entry.progress, p);
      entry.expires = Date.now() + STALE_MS;
      if (!entries.has(key)) entries.set(key, entry);
      publishSoon();
    },
    finish(phase, p) {
      Object.assign(entry.progress, p, { phase });
      entry.expires = Date.now() + PROGRESS_TTL_MS;
      if (!entries.has(key)) entries.set(key, entry);
      if (timer) clearTimeout(timer);
      publish();
    },
  };
}
