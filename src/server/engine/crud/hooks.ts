// Per-entity extension points of the generic engine, for the few platform entities whose writes do
// more than one row: sys_user's role/department links sent with the form (extra body fields handled
// in the same transaction), sys_depart's generated orgCode. Registered by src/server/sys; the notice
// module (src/server/platform/notice) listens to freight-order writes through `recorded`.
import type { Db } from '../db/database.ts';
import type { Ctx } from './context.ts';

export type Rec = Record<string, unknown>;

export interface EntityHooks {
  /** Body keys accepted besides the entity's fields: removed before validation, given to afterWrite. */
  extraFields?: readonly string[];
  /**
   * Inside the add/edit transaction, after the engine's own checks and before the write: a module's
   * rule about the record (throw an HttpError to refuse; nothing is written). `values` are database
   * values by wire name (on edit the sent fields only); `before` is the stored row on edit.
   */
  beforeWrite?(trx: Db, ctx: Ctx, change: WriteChange): Promise<void>;
  /** Inside the add transaction, before the insert: may fill generated columns (by column name). */
  beforeInsert?(trx: Db, ctx: Ctx, row: Rec): Promise<void>;
  /**
   * Inside the add/edit transaction, after the row is written: `values` are the database values the
   * write set, by wire name (on edit only the fields it changed or sent).
   */
  afterWrite?(trx: Db, ctx: Ctx, id: string, extras: Rec, op: 'add' | 'edit', values: Rec): Promise<void>;
  /** Inside the delete transaction, after the rows were found and before the reference check. */
  beforeDelete?(trx: Db, ctx: Ctx, ids: string[]): Promise<void>;
  /**
   * Inside the write's transaction, once per record written and logged (wire form; add has no
   * `before`, delete no `after`). The transaction may still roll back: queue side effects until the
   * request has answered successfully (as src/server/platform/notice does for live pushes). Must not throw.
   */
  recorded?(ctx: Ctx, change: RecordedChange): void;
  /**
   * Inside a workflow action's transaction, before the record moves: values (wire values by wire
   * name) the server sets on the record itself with the move (who handled it, a step's time). They
   * are converted by the field's codec and written and logged with the move (one update, one
   * data-log row), read-only fields included. `change.to` is the state it moves to.
   */
  transitionValues?(ctx: Ctx, change: TransitionChange): Rec;
  /**
   * Inside a workflow action's transaction (`POST {api}/action/{name}`), after the record moved and
   * its history row was written: for the rows a transition writes elsewhere (storage logs, fees,
   * links). Throwing an HttpError refuses the action and rolls everything back.
   */
  afterTransition?(trx: Db, ctx: Ctx, change: TransitionChange): Promise<void>;
}

export interface WriteChange {
  op: 'add' | 'edit';
  id: string;
  values: Rec;
  before: Rec | null;
}

export interface TransitionChange {
  id: string;
  /** The transition's name (`x-states.transitions[].name`). */
  action: string;
  from: unknown;
  to: unknown;
  /** The stored row before the action (database form: column values as read). */
  before: Rec;
  /** The `requires` fields the request sent (wire form). */
  fields: Rec;
  note: string | null;
}

export interface RecordedChange {
  op: 'add' | 'edit' | 'delete';
  before: Rec | null;
  after: Rec | null;
}

/** The body without the hook's extra fields, and those fields. */
export function splitExtras(hooks: EntityHooks | undefined, body: unknown): { body: unknown; extras: Rec } {
  if (!hooks?.extraFields?.length || !body || typeof body !== 'object' || Array.isArray(body)) {
    return { body, extras: {} };
  }
  const rest: Rec = { ...(body as Rec) };
  const extras: Rec = {};
  for (const k of hooks.extraFields) {
    if (k in rest) {
      extras[k] = rest[k];
      delete rest[k];
    }
  }
  return { body: rest, extras };
}
