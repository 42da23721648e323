// Collects the demo rows per entity and writes them in bulk. Every body is in wire form (money in
// yuan, dates as text, codes from the dictionaries), is checked by the entity's own add validator
// (the generated wire schema with the shared format rules: the server's check of an add) and is
// turned into column values by the field codecs the engine uses; keys the schema does not have are
// dropped and missing required fields are filled (fill.ts), so entities whose schema changes keep
// seeding. The engine's own columns (id, create/update stamps, version, tenant 0) are set here.
import type { Db, Dialect } from '../engine/db/database.ts';
import { formatDateTime } from '../engine/db/time.ts';
import { uuidv7 } from '../engine/db/uuid.ts';
import type { EntityModel } from '../engine/crud/entity-model.ts';
import { insertMany } from '../engine/crud/insert-many.ts';
import type { Rec } from '../engine/crud/records.ts';
import { STATE_LOG } from '../engine/crud/state-action.ts';
import { fillRequired } from './fill.ts';
import { columnTypes, pgBulkInsert, type ColumnTypes } from './pg-bulk.ts';
import type { Rng } from './prng.ts';

/** Who wrote a row and when. */
export interface Stamp {
  at: Date;
  by: string;
  /** The last change (a transition); version counts the writes. */
  updatedAt?: Date;
  updatedBy?: string;
  version?: number;
}

export class SeedError extends Error {}

export class SeedWriter {
  private pending = new Map<string, Rec[]>();
  private idsOf = new Map<string, string[]>();
  private written = new Map<string, number>();
  private rowById = new Map<string, { entity: string; row: Rec }>();
  /** Rows added per entity (written or pending). */
  private added = new Map<string, number>();
  /** Entities no field refers to: their ids are never picked (fill.ts), so none are kept. */
  private leaves: Set<string>;
  private types = new Map<string, ColumnTypes>();
  /** PostgreSQL: unnest batches (pg-bulk.ts); false writes multi-row INSERTs as on SQLite. */
  pgBulk = true;

  constructor(
    readonly models: Map<string, EntityModel>,
    readonly dialect: Dialect,
    readonly rng: Rng,
    /** The one scrypt hash every demo user gets (hashing per user would take seconds). */
    private readonly passwordHash: string,
    /** The plain demo password, used for the validator only. */
    readonly password: string,
  ) {
    const referenced = new Set<string>();
    for (const m of models.values()) for (const f of m.fields.values()) if (f.def.ref) referenced.add(f.def.ref.entity);
    this.leaves = new Set([...models.keys()].filter((e) => !referenced.has(e)));
  }

  has(entity: string): boolean {
    return this.models.has(entity);
  }

  model(entity: string): EntityModel {
    const m = this.models.get(entity);
    if (!m) throw new SeedError(`no entity ${entity}`);
    return m;
  }

  /** Whether the entity has this (writable) field. */
  field(entity: string, name: string): boolean {
    return this.models.get(entity)?.writable.has(name) ?? false;
  }

  ids(entity: string): string[] {
    return this.idsOf.get(entity) ?? [];
  }

  /** Rows added so far (written or pending) per entity. */
  counts(): Map<string, number> {
    return new Map(this.added);
  }

  /**
   * Validates, converts and queues one row; returns its id. `server` holds values of read-only
   * fields the server derives itself (counts, payment state, who operated), by wire name.
   */
  add(entity: string, body: Rec, stamp: Stamp, server?: Rec): string {
    const model = this.model(entity);
    const wire: Rec = {};
    for (const k in body) if (model.writable.has(k) && body[k] !== undefined) wire[k] = body[k];
    fillRequired(model, wire, this);
    const problems = model.validateAdd.problems(wire);
    if (problems.length) {
      const p = problems[0];
      throw new SeedError(`demo ${entity}.${p.field}: ${p.message.en} (value ${JSON.stringify(wire[p.field])})`);
    }
    const row: Rec = {};
    for (const f of model.writable.values()) {
      const v = wire[f.name];
      if (v === undefined) {
        if (f.def.default !== undefined) row[f.column] = f.codec.toDb(f.def.default);
        continue;
      }
      row[f.column] = f.def.format === 'password' ? this.passwordHash : f.codec.toDb(v);
    }
    if (server) Object.assign(row, this.columns(model, server));
    const id = uuidv7();
    row.id = id;
    row.create_by = stamp.by;
    row.create_time = formatDateTime(stamp.at);
    row.version = stamp.version ?? 1;
    if (stamp.updatedAt) {
      row.update_by = stamp.updatedBy ?? stamp.by;
      row.update_time = formatDateTime(stamp.updatedAt);
    }
    if (model.tenant) row.tenant_id = 0;
    let list = this.pending.get(entity);
    if (!list) this.pending.set(entity, (list = []));
    list.push(row);
    this.added.set(entity, (this.added.get(entity) ?? 0) + 1);
    if (!this.leaves.has(entity)) {
      let ids = this.idsOf.get(entity);
      if (!ids) this.idsOf.set(entity, (ids = []));
      ids.push(id);
    }
    this.rowById.set(id, { entity, row });
    return id;
  }

  private columns(model: EntityModel, values: Rec): Rec {
    const out: Rec = {};
    for (const k in values) {
      const f = model.fields.get(k);
      if (!f) continue;
      const v = values[k];
      out[f.column] = v === null || v === undefined ? null : f.codec.toDb(v);
    }
    return out;
  }

  /** Changes a queued row (what a later step does to it: a driver moved, a count derived), by wire name. */
  patch(id: string, values: Rec): void {
    const hit = this.rowById.get(id);
    if (!hit) throw new SeedError(`no queued row ${id}`);
    Object.assign(hit.row, this.columns(this.model(hit.entity), values));
  }

  /** A queued row's value of a field (wire name, database form). */
  valueOf(id: string, field: string): unknown {
    const hit = this.rowById.get(id);
    if (!hit) return undefined;
    return hit.row[this.model(hit.entity).fields.get(field)!.column];
  }

  /** One history row of a transition, as the workflow engine writes it (state-action.ts). */
  stateLog(
    entity: string,
    recordId: string,
    field: string,
    from: unknown,
    to: unknown,
    action: string,
    stamp: Stamp,
    note?: string,
  ): void {
    this.add(
      STATE_LOG,
      {
        entityName: entity,
        recordId,
        fieldName: field,
        fromState: String(from ?? ''),
        toState: String(to),
        action,
        ...(note ? { note } : {}),
      },
      stamp,
    );
  }

  pendingRows(): number {
    let n = 0;
    for (const list of this.pending.values()) n += list.length;
    return n;
  }

  /** Inserts the queued rows (in the order the entities were first added) and clears the queue. */
  async flush(trx: Db): Promise<void> {
    await this.flushEntities(trx, [...this.pending.keys()]);
    this.rowById.clear();
  }

  /**
   * Inserts the queued rows of these entities only (mid-load, rows no later step changes or reads);
   * the other entities' rows stay queued, and patchable. One call at a time per transaction.
   */
  async flushEntities(trx: Db, entities: Iterable<string>): Promise<void> {
    // The rows leave the queue at once, so the caller may go on queueing while they are inserted.
    const batches: [string, Rec[]][] = [];
    for (const entity of entities) {
      const rows = this.pending.get(entity);
      if (!rows) continue;
      batches.push([entity, rows]);
      this.pending.delete(entity);
      for (const r of rows) this.rowById.delete(r.id as string);
    }
    for (const [entity, rows] of batches) {
      const table = this.model(entity).table;
      if (this.dialect === 'postgres' && this.pgBulk) {
        let types = this.types.get(table);
        if (!types) this.types.set(table, (types = await columnTypes(trx, table)));
        await pgBulkInsert(trx, table, rows, types);
      } else await insertMany(trx, this.dialect, table, rows);
      this.written.set(entity, (this.written.get(entity) ?? 0) + rows.length);
    }
  }
}
