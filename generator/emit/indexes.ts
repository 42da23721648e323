// The indexes of an entity's table: the declared ones (x-entity.unique, x-entity.indexes) plus the
// ones every generic screen needs, derived from the schema. The rules (generator/README.md):
// - every index of a tenant entity leads with tenant_id: the engine filters every query by it;
// - default sort: (sort column, id), id being the engine's tie-breaker, so the first page of a list
//   reads the index in order and never sorts the table (also serves keyset paging);
// - workflow state (x-states): (state, sort column, id), for "pending orders, newest first";
// - single-valued references (x-ref), master-detail foreign keys and the tree parent: lookups of
//   children by their parent;
// - a derived or unnamed index whose columns start another index's columns is left out: the longer
//   index serves the same lookups (a unique key serves lookups on its columns as well);
// - a declared non-unique index ending with the default sort column gets id appended, for the same
//   reason as the default sort index.
import { createHash } from 'node:crypto';
import type { IndexSpec } from '../../runtime/core/migration.ts';
import type { EntityDef } from '../../runtime/core/registry.ts';

/** PostgreSQL truncates identifiers at 63 bytes; longer names get a stable hash suffix instead. */
const MAX_NAME = 60;

export function indexName(kind: 'uq' | 'idx', table: string, columns: string[]): string {
  const full = `${kind}_${table}_${columns.join('_')}`;
  if (full.length <= MAX_NAME) return full;
  const hash = createHash('sha1').update(full).digest('hex').slice(0, 8);
  return `${full.slice(0, MAX_NAME - 9)}_${hash}`;
}

interface Candidate {
  spec: IndexSpec;
  /** Declared with a name or unique: never left out. */
  keep: boolean;
}

const startsWith = (long: string[], short: string[]) => short.every((c, i) => long[i] === c);

/** `foreignKeys`: fields of `e` that hold a master's id (x-detail of another entity), x-ref or not. */
export function indexesOf(e: EntityDef, foreignKeys: string[] = []): IndexSpec[] {
  const col = (name: string) => e.fields.find((f) => f.name === name)!.column;
  const tenant = e.tenant ? ['tenant_id'] : [];
  const candidate = (columns: string[], unique = false, name?: string): Candidate => ({
    spec: {
      name: name ?? indexName(unique ? 'uq' : 'idx', e.table, columns),
      columns,
      ...(unique ? { unique: true } : {}),
    },
    keep: unique || name !== undefined,
  });
  const sort = col(e.list.sort[0]);
  const sortTail = sort === 'id' ? ['id'] : [sort, 'id'];
  const declared = [
    ...e.unique.map((g) => candidate([...tenant, ...g.map(col)], true)),
    ...e.indexes.map((d) => {
      const columns = [...tenant, ...d.columns.map(col)];
      // (…, createTime) serves "filtered, newest first" fully only with the tie-breaker id after it.
      if (!d.unique && sort !== 'id' && columns.at(-1) === sort) columns.push('id');
      return candidate(columns, d.unique === true, d.name);
    }),
  ];
  const derived = [
    // A non-tenant list sorted by id reads the primary key.
    ...(tenant.length || sort !== 'id' ? [candidate([...tenant, ...sortTail])] : []),
    ...(e.states ? [candidate([...tenant, col(e.states.field), ...sortTail])] : []),
    ...(e.tree ? [candidate([...tenant, col(e.tree.parentField)])] : []),
    ...e.fields
      .filter((f) => (f.ref && !f.multiple && f.name !== 'id') || foreignKeys.includes(f.name))
      .map((f) => candidate([...tenant, f.column])),
  ];
  const all = [...declared, ...derived];
  const covered = (c: Candidate, i: number) =>
    all.some(
      (o, j) =>
        j !== i &&
        startsWith(o.spec.columns, c.spec.columns) &&
        (o.spec.columns.length > c.spec.columns.length || j < i),
    );
  const kept = all.filter((c, i) => c.keep || !covered(c, i)).map((c) => c.spec);
  return kept.filter((s, i) => kept.findIndex((o) => o.name === s.name) === i);
}
