// Validation of single cells while the user edits (spec 001 §5.2): a change is checked a little later
// (debounced per cell, so typing is never slowed by it), a blur at once. Answers of async handlers
// that arrive after a newer check of the same cell are dropped. A unique column also re-checks the
// other rows whose verdict may have changed (the duplicate they had is gone, or a new one appeared).
import { buildUniqueIndex, checkCell, uniqueKey } from '../../core/editable/rules.ts';
import type { EditableColumn } from '../../core/editable/types.ts';
import type { Lang } from '../../core/registry.ts';
import type { EditableRowStore } from './row-store.ts';

/** Delay between the last change of a cell and its check. */
export const CHANGE_VALIDATION_DELAY_MS = 200;

export class CellValidator {
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private seq = new Map<string, number>();

  constructor(
    private readonly store: EditableRowStore,
    private readonly columnOf: (key: string) => EditableColumn | undefined,
    private readonly lang: () => Lang,
    private readonly delay = CHANGE_VALIDATION_DELAY_MS,
  ) {}

  /** Checks the cell after the delay (restarted by every change). */
  schedule(id: string, key: string): void {
    if (!this.columnOf(key)?.validateRules?.length) return;
    const k = `${id}\u0000${key}`;
    clearTimeout(this.timers.get(k));
    this.timers.set(
      k,
      setTimeout(() => {
        this.timers.delete(k);
        void this.run(id, key);
      }, this.delay),
    );
  }

  /** Checks the cell now (blur); resolves when its message is in the store. */
  now(id: string, key: string): Promise<void> {
    const k = `${id}\u0000${key}`;
    clearTimeout(this.timers.get(k));
    this.timers.delete(k);
    return this.run(id, key);
  }

  /** Drops every pending check (whole-table validation or reset takes over). */
  cancelAll(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.seq.clear();
  }

  private async run(id: string, key: string): Promise<void> {
    const column = this.columnOf(key);
    if (!column?.validateRules?.length) return;
    await this.check(column, id);
    if (column.validateRules.some((r) => r.unique)) await this.recheckUnique(column, id);
  }

  private async check(column: EditableColumn, id: string, unique?: ReturnType<typeof buildUniqueIndex>) {
    const row = this.store.getRow(id);
    if (!row) return;
    const k = `${id}\u0000${column.key}`;
    const token = (this.seq.get(k) ?? 0) + 1;
    this.seq.set(k, token);
    const outcome = checkCell({ column, row, rows: this.store.getRows(), lang: this.lang(), unique });
    const message = outcome instanceof Promise ? await outcome : outcome;
    if (this.seq.get(k) === token && this.store.getRow(id)) this.store.setCellError(id, column.key, message);
  }

  private async recheckUnique(column: EditableColumn, changedId: string): Promise<void> {
    const rows = this.store.getRows();
    const index = buildUniqueIndex([column], rows);
    const counts = index.get(column.key)!;
    const pending: Promise<void>[] = [];
    for (const row of rows) {
      if (row.id === changedId) continue;
      const v = row[column.key];
      const duplicate = v !== undefined && v !== null && v !== '' && (counts.get(uniqueKey(v)) ?? 0) > 1;
      if (duplicate || this.store.getError(row.id, column.key)) pending.push(this.check(column, row.id, index));
    }
    await Promise.all(pending);
  }
}
