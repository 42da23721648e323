// Reference labels kept per database while its change stamp holds (db/change-stamp.ts: SQLite only, any
// write by this process or a commit by another connection drops them all), so a list page whose rows
// point at the same parents asks the database only for labels it has not seen since the last write.
// The stamp is read before the labels are, so a kept label is never older than its stamp. PostgreSQL
// (no stamp) and reads inside a transaction (another Kysely object, no stamp) are not cached.
import { changeStampOf } from '../db/change-stamp.ts';
import type { Db } from '../db/database.ts';

/** Most labels kept per database; past it they are dropped together and kept again as read. */
export const MAX_KEPT_LABELS = 10_000;

/** A label looked up and not found (a dangling reference, another tenant's row): kept as such. */
export const NO_LABEL: unique symbol = Symbol('no label');

interface Kept {
  stamp: number;
  labels: Map<string, unknown>;
}

const kept = new WeakMap<Db, Kept>();

/**
 * The labels kept for `db` at its current stamp (key: table, label column, tenant and id; value: the
 * stored label or NO_LABEL), or undefined where nothing is kept. Emptied first when the stamp moved or
 * the map is full (it grows by at most one page's references until the next call).
 */
export function keptLabels(db: Db): Map<string, unknown> | undefined {
  const stamp = changeStampOf(db);
  if (!stamp) return undefined;
  const now = stamp();
  const entry = kept.get(db);
  if (entry && entry.stamp === now && entry.labels.size < MAX_KEPT_LABELS) return entry.labels;
  const labels = new Map<string, unknown>();
  kept.set(db, { stamp: now, labels });
  return labels;
}
