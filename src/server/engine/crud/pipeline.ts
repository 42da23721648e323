// The write pipeline's transaction and after-commit stage (docs/architecture.md, "Write pipeline and
// extension API"). Every door (add, edit, delete, master-detail, workflow action, Excel import) runs
// its writes in `inTransaction` and reports each record it wrote through `recordChanges`: the
// entity's `recorded` hooks run inside the transaction, and once it has committed the engine drops
// the entity's cached totals and runs the plugins' `afterCommit` with the changes. A rolled-back
// write runs none of the after-commit work.
import type { Db } from '../db/database.ts';
import type { Ctx } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import type { EntityExtension } from './extensions.ts';
import type { RecordedChange } from './hooks.ts';
import { invalidateTotals } from './totals.ts';

/** Run `work` in one transaction of the request's database, then what its writes queued for after the commit. */
export async function inTransaction<T>(ctx: Ctx, work: (trx: Db) => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await ctx.db.transaction().execute(work);
  } catch (err) {
    ctx.committed.length = 0; // rolled back: nothing it queued happened
    throw err;
  }
  runCommitted(ctx);
  return result;
}

/** Run (and clear) the after-commit work queued on the request. Exported for doors that commit batches themselves. */
export function runCommitted(ctx: Ctx): void {
  for (const work of ctx.committed.splice(0)) {
    try {
      work();
    } catch {
      // After-commit work must not throw (extensions.ts); the write has committed whatever it does.
    }
  }
}

/** Report written records: `recorded` hooks now (in the transaction), totals and `afterCommit` after the commit. */
export function recordChanges(
  ctx: Ctx,
  model: EntityModel,
  hooks: EntityExtension | undefined,
  changes: RecordedChange[],
): void {
  if (changes.length === 0) return;
  if (hooks?.recorded) for (const c of changes) hooks.recorded(ctx, c);
  const db = ctx.db;
  ctx.committed.push(() => {
    invalidateTotals(db, [model.table]);
    hooks?.afterCommit?.(ctx, changes);
  });
}
