// Queries over a table dictionary: (code, text) pairs of a dictTable entity, optionally filtered by a
// keyword, a list of codes, a parent and equality conditions. Table and columns come from the
// registry (dict-table.ts); every value is bound.
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../../../runtime/core/registry.ts';
import type { Db, Dialect } from '../../engine/db/database.ts';
import { andAll, escapeLike, toExpression, type Cond } from '../../engine/db/filter.ts';
import { tenantOf } from '../../engine/plugins/tenancy.ts';
import type { EntityModel, FieldModel } from '../../engine/crud/entity-model.ts';
import { likeEither, shownText } from '../../engine/crud/english-columns.ts';

export const TABLE_DICT_MAX_ROWS = 1000;

export interface TablePair {
  value: unknown;
  text: unknown;
  pid?: unknown;
}

export interface PairQuery {
  model: EntityModel;
  code: FieldModel;
  text: FieldModel;
  /** English: a text field with an English companion (x-english) gives the companion when filled. */
  lang?: Lang;
  pidField?: FieldModel;
  where?: Cond[];
  keyword?: string;
  limit: number;
}

/** The tenant condition for a tenant dictTable entity (none otherwise). */
export function tenantConds(model: EntityModel, request: FastifyRequest): Cond[] {
  return model.tenant ? [{ op: 'eq', column: 'tenant_id', value: tenantOf(request) }] : [];
}

export async function tablePairs(db: Db, dialect: Dialect, q: PairQuery, scope: Cond[]): Promise<TablePair[]> {
  const conds = [...scope, ...(q.where ?? [])];
  // found by either text, as the lists' text search; the text as the screens show it, sorted as shown
  if (q.keyword) conds.push(likeEither(q.text.column, q.text.englishColumn, `%${escapeLike(q.keyword)}%`));
  const cond = andAll(conds);
  const text = shownText(q.text.column, q.lang === 'en' ? q.text.englishColumn : undefined);
  let query = db
    .selectFrom(q.model.table)
    .select([`${q.code.column} as value`, text.as('text')])
    .$if(!!q.pidField, (qb) => qb.select(`${q.pidField!.column} as pid`));
  if (cond) query = query.where((eb) => toExpression(eb, cond, dialect));
  const rows = (await query.orderBy(text).orderBy('id').limit(q.limit).execute()) as TablePair[];
  const out = (f: FieldModel, v: unknown) => (f.codec.fromDb ? f.codec.fromDb(v) : v);
  for (const r of rows) {
    r.value = out(q.code, r.value);
    r.text = out(q.text, r.text);
  }
  return rows;
}

/** Which of `values` (of the code field) have children, i.e. appear in the parent field. */
export async function withChildren(
  db: Db,
  dialect: Dialect,
  model: EntityModel,
  pidField: FieldModel,
  values: unknown[],
  scope: Cond[],
): Promise<Set<string>> {
  const found = new Set<string>();
  if (values.length === 0) return found;
  const cond = andAll([...scope, { op: 'in', column: pidField.column, values }])!;
  const rows = (await db
    .selectFrom(model.table)
    .select(`${pidField.column} as pid`)
    .distinct()
    .where((eb) => toExpression(eb, cond, dialect))
    .execute()) as { pid: unknown }[];
  for (const r of rows) found.add(String(r.pid));
  return found;
}

/** Root nodes: the parent column null, empty or '0' (spec: default root parent id 0). */
export function rootOf(pidField: FieldModel): Cond {
  return {
    op: 'or',
    items: [
      { op: 'isNull', column: pidField.column },
      { op: 'eq', column: pidField.column, value: '0' },
      { op: 'eq', column: pidField.column, value: '' },
    ],
  };
}
