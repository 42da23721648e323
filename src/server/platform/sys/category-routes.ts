// The category tree calls of spec 001 §7.4 over sys_category: loadTreeRoot (async, pcode),
// loadTreeChildren (pid), loadOne (field, val), loadTreeData (pid, pcode, condition) and
// loadDictItem/ (ids -> names). Nodes are shaped as spec §3's category tree node:
// {key, value, title, name, code, parentId, leaf, isLeaf, children?} with key = value = id.
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../../../runtime/core/registry.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { parseValue } from '../../engine/crud/query-errors.ts';
import { presentRows, type Rec } from '../../engine/crud/records.ts';
import type { Db, Dialect } from '../../engine/db/database.ts';
import { andAll, toExpression, type Cond } from '../../engine/db/filter.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { langOf, t } from '../../engine/plugins/i18n.ts';
import { rootOf, withChildren } from './dict-query.ts';
import { dictField, parseCondition } from './dict-table.ts';

type Query = Record<string, unknown>;

interface Node {
  key: string;
  value: string;
  title: string;
  name: string;
  code: string;
  parentId: string | null;
  leaf: boolean;
  isLeaf: boolean;
  children?: Node[];
}

const BAD_PARAM = t('请求参数错误', 'Bad request');
const NOT_FOUND = t('查询无果', 'Nothing found');
/** Whole-subtree loads (async=false) stop at this many nodes. */
const MAX_NODES = 5000;

function param(query: Query, key: string, max = 64): string {
  const v = query[key];
  if (v === undefined) return '';
  if (typeof v !== 'string' || v.length > max) throw badRequest(BAD_PARAM);
  return v;
}

function unknownCode(pcode: string) {
  const shown = /^[A-Za-z0-9_-]{1,100}$/.test(pcode) ? pcode : '';
  return badRequest(t(`该编码【${shown}】不存在，请核实!`, `The code "${shown}" does not exist`));
}

export function registerCategoryRoutes(app: FastifyInstance, db: Db, dialect: Dialect, model: EntityModel): void {
  const parent = model.fields.get(model.entity.tree!.parentField)!;
  const name = model.fields.get('name')!;
  const code = model.fields.get('code')!;

  async function nodes(conds: Cond[]): Promise<Node[]> {
    const cond = andAll(conds);
    let q = db
      .selectFrom(model.table)
      .select(['id', `${name.column} as name`, `${code.column} as code`, `${parent.column} as pid`]);
    if (cond) q = q.where((eb) => toExpression(eb, cond, dialect));
    const rows = (await q.orderBy(code.column).orderBy('id').limit(MAX_NODES).execute()) as {
      id: string;
      name: string;
      code: string;
      pid: string | null;
    }[];
    const parents = await withChildren(
      db,
      dialect,
      model,
      parent,
      rows.map((r) => r.id),
      [],
    );
    return rows.map((r) => {
      const leaf = !parents.has(r.id);
      return { key: r.id, value: r.id, title: r.name, name: r.name, code: r.code, parentId: r.pid, leaf, isLeaf: leaf };
    });
  }

  const childrenOf = (pid: string, extra: Cond[] = []) =>
    nodes([pid === '' || pid === '0' ? rootOf(parent) : { op: 'eq', column: parent.column, value: pid }, ...extra]);

  async function idOfCode(pcode: string): Promise<string> {
    if (pcode.length > 100) throw unknownCode('');
    const row = (await db.selectFrom(model.table).select('id').where(code.column, '=', pcode).executeTakeFirst()) as
      { id: string } | undefined;
    if (!row) throw unknownCode(pcode);
    return row.id;
  }

  /** Fill `children` level by level (one query per level) until MAX_NODES. */
  async function expand(level: Node[]): Promise<void> {
    let total = level.length;
    let current = level;
    while (current.length && total < MAX_NODES) {
      const byId = new Map(current.filter((n) => !n.leaf).map((n) => [n.key, n]));
      if (byId.size === 0) break;
      const next = await nodes([{ op: 'in', column: parent.column, values: [...byId.keys()] }]);
      for (const n of next) (byId.get(n.parentId!)!.children ??= []).push(n);
      total += next.length;
      current = next;
    }
  }

  app.get('/sys/category/loadTreeRoot', async (request) => {
    const q = request.query as Query;
    const pcode = param(q, 'pcode', 100);
    const roots = await childrenOf(pcode === '' || pcode === '0' ? '' : await idOfCode(pcode));
    if (param(q, 'async', 8) === 'false') await expand(roots);
    return ok(roots);
  });

  app.get('/sys/category/loadTreeChildren', async (request) => {
    const pid = param(request.query as Query, 'pid');
    if (pid === '') throw badRequest(BAD_PARAM);
    return ok(await childrenOf(pid));
  });

  app.get('/sys/category/loadTreeData', async (request) => {
    const q = request.query as Query;
    const pid = param(q, 'pid');
    const pcode = param(q, 'pcode', 100);
    const where = parseCondition(model, q.condition);
    const from = pid !== '' ? pid : pcode !== '' && pcode !== '0' ? await idOfCode(pcode) : '';
    return ok(await childrenOf(from, where));
  });

  app.get('/sys/category/loadOne', async (request) => {
    const q = request.query as Query;
    const f = dictField(model, q.field);
    const val = param(q, 'val', 200);
    const row = (await db
      .selectFrom(model.table)
      .select(model.select)
      .where(f.column, '=', parseValue('val', f, val))
      .executeTakeFirst()) as Rec | undefined;
    if (!row) throw new HttpError(404, NOT_FOUND);
    const lang: Lang = langOf(request);
    return ok((await presentRows(db, model, [row], lang, 0))[0]);
  });

  app.get('/sys/category/loadDictItem/', async (request) => {
    const ids = param(request.query as Query, 'ids', 4000)
      .split(',')
      .filter((s) => s !== '');
    if (ids.length === 0) return ok([]);
    if (ids.length > 500 || ids.some((id) => id.length > 64)) throw badRequest(BAD_PARAM);
    const rows = (await db
      .selectFrom(model.table)
      .select(['id', `${name.column} as name`])
      .where('id', 'in', ids)
      .execute()) as { id: string; name: string }[];
    const byId = new Map(rows.map((r) => [r.id, r.name]));
    return ok(ids.filter((id) => byId.has(id)).map((id) => byId.get(id)!));
  });
}
