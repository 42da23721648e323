// The dictionary calls of spec 001 §7.4 over the database: getDictItems, loadDict, loadDictItem,
// loadTreeData, refleshCache, queryAllDictItems. Any signed-in user may call them (every form needs
// its option lists); table dictionaries are limited to dictTable entities (dict-table.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from '../../../../runtime/core/registry.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { parseValue } from '../../engine/crud/query-errors.ts';
import type { Db, Dialect } from '../../engine/db/database.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import { rootOf, tablePairs, tenantConds, withChildren, TABLE_DICT_MAX_ROWS } from './dict-query.ts';
import { allDictItems, clearDictCache, dictItems, type DictItemOut } from '../../engine/crud/dict-service.ts';
import { NOT_ALLOWED, dictField, dictModel, parseCondition, parseTableDict, plainCode } from './dict-table.ts';

export interface DictDeps {
  db: Db;
  dialect: Dialect;
  registry: Registry;
  models: Map<string, EntityModel>;
}

type Query = Record<string, unknown>;

const EMPTY_CODE = t('字典Code不能为空!', 'The dictionary code must not be empty!');
const NO_DICT = t('字典不存在', 'No such dictionary');
const BAD_PARAM = t('请求参数错误', 'Bad request');
export const LOAD_DICT_MAX = 50;

function str(query: Query, key: string, max = 200): string {
  const v = query[key];
  if (v === undefined) return '';
  if (typeof v !== 'string' || v.length > max) throw badRequest(BAD_PARAM);
  return v;
}

function pageSize(query: Query): number {
  const raw = str(query, 'pageSize', 9);
  if (raw === '') return 10;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw badRequest(BAD_PARAM);
  return Math.min(Number(raw), LOAD_DICT_MAX);
}

const item = (value: unknown, text: unknown): DictItemOut => {
  const s = text === null || text === undefined ? '' : String(text);
  return { value: value as string | number, text: s, title: s, label: s };
};

export function registerDictRoutes(app: FastifyInstance, deps: DictDeps): void {
  const { db, dialect, registry, models } = deps;

  /** Items of a plain or table dictionary code (a 400/404 otherwise). */
  async function itemsOf(request: FastifyRequest, code: string, keyword = '', limit = TABLE_DICT_MAX_ROWS) {
    if (code.trim() === '') throw badRequest(EMPTY_CODE);
    if (code.length > 300) throw badRequest(NOT_ALLOWED);
    const table = parseTableDict(models, code);
    if (table) {
      const pairs = await tablePairs(
        db,
        dialect,
        { model: table.model, code: table.code, text: table.text, keyword, limit, lang: langOf(request) },
        tenantConds(table.model, request),
      );
      return pairs.map((p) => item(p.value, p.text));
    }
    const items = await dictItems(db, registry, plainCode(code), langOf(request));
    if (!items) throw new HttpError(404, NO_DICT);
    const k = keyword.toLowerCase();
    return (k ? items.filter((i) => i.text.toLowerCase().includes(k)) : items).slice(0, limit);
  }

  for (const path of ['/sys/dict/getDictItems', '/sys/dict/getDictItems/']) {
    app.get(path, async () => {
      throw badRequest(EMPTY_CODE);
    });
  }
  app.get<{ Params: { dictCode: string } }>('/sys/dict/getDictItems/:dictCode', async (request) =>
    ok(await itemsOf(request, request.params.dictCode)),
  );

  app.get<{ Params: { dict: string } }>('/sys/dict/loadDict/:dict', async (request) => {
    const q = request.query as Query;
    return ok(await itemsOf(request, request.params.dict, str(q, 'keyword', 100), pageSize(q)));
  });

  app.get<{ Params: { dict: string } }>('/sys/dict/loadDictItem/:dict', async (request) => {
    const keys = str(request.query as Query, 'key', 4000)
      .split(',')
      .filter((k) => k !== '');
    if (keys.length > LOAD_DICT_MAX * 20) throw badRequest(BAD_PARAM);
    if (keys.length === 0) return ok([]);
    const code = request.params.dict;
    const table = code.includes(',') ? parseTableDict(models, code) : undefined;
    let items: DictItemOut[];
    if (table) {
      const values = keys.map((k) => parseValue('key', table.code, k));
      const pairs = await tablePairs(
        db,
        dialect,
        { model: table.model, code: table.code, text: table.text, limit: TABLE_DICT_MAX_ROWS, lang: langOf(request) },
        [...tenantConds(table.model, request), { op: 'in', column: table.code.column, values }],
      );
      items = pairs.map((p) => item(p.value, p.text));
    } else {
      items = await itemsOf(request, code);
    }
    const byValue = new Map(items.map((i) => [String(i.value), i.text]));
    return ok(keys.filter((k) => byValue.has(k)).map((k) => byValue.get(k)!));
  });

  app.get('/sys/dict/loadTreeData', async (request) => {
    const q = request.query as Query;
    const model = dictModel(models, q.tableName);
    if (!model.parent) throw badRequest(NOT_ALLOWED);
    const text = dictField(model, q.text);
    const code = dictField(model, q.code);
    const pidField = dictField(model, q.pidField);
    if (pidField.codec.kind !== 'string') throw badRequest(NOT_ALLOWED);
    if (q.hasChildField !== undefined && q.hasChildField !== '') dictField(model, q.hasChildField);
    const where = parseCondition(model, q.condition);
    const pid = str(q, 'pid', 64);
    const scope = tenantConds(model, request);
    const parentCond =
      pid === '' || pid === '0' ? rootOf(pidField) : { op: 'eq' as const, column: pidField.column, value: pid };
    const rows = await tablePairs(
      db,
      dialect,
      { model, code, text, pidField, where: [parentCond, ...where], limit: TABLE_DICT_MAX_ROWS, lang: langOf(request) },
      scope,
    );
    const parents = await withChildren(
      db,
      dialect,
      model,
      pidField,
      rows.map((r) => String(r.value)),
      scope,
    );
    return ok(
      rows.map((r) => {
        const leaf = !parents.has(String(r.value));
        return { ...item(r.value, r.text), key: r.value, parentId: r.pid ?? null, leaf, isLeaf: leaf };
      }),
    );
  });

  app.get('/sys/dict/queryAllDictItems', async (request) => ok(await allDictItems(db, registry, langOf(request))));

  app.get('/sys/dict/refleshCache', async (request) => {
    clearDictCache(db);
    return ok(null, say(t('刷新缓存完成！', 'Cache refreshed'), langOf(request)));
  });
}
