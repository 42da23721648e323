// Master-detail basics (registry `detail`, e.g. wl_freight_template and its wl_freight tiers under the
// body key `freightList`): the details of an entity resolved once, the master's body split from its
// detail rows, the per-request part of each detail (its own context, hooks and the codes this request
// holds on it), a detail row turned into the child's own add or edit body, and the children of masters
// read through the child's row scope (tenant and data rules). Writes: detail-writes.ts; the read
// route: detail-routes.ts.
import type { FastifyRequest } from 'fastify';
import { permissionCode, type DetailDef } from '../../../../runtime/core/registry.ts';
import type { Db } from '../db/database.ts';
import { HttpError, badRequest } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';
import { ctxOf, holds, type Ctx, type CrudDeps } from './context.ts';
import type { EntityModel, FieldModel } from './entity-model.ts';
import { filtered } from './read.ts';
import type { Rec } from './records.ts';
import type { EntityExtension } from './extensions.ts';
import { chunks } from './write.ts';

/** One detail of a master entity, resolved against the models. */
export interface Detail {
  def: DetailDef;
  model: EntityModel;
  /** The child's field holding the master id. */
  fk: FieldModel;
  /** The child's sort number field (DetailDef.orderField). */
  order?: FieldModel;
  /** Keys a read row carries besides the child's fields (`<field>_dictText`): dropped from sent rows. */
  echoKeys: string[];
}

const details = new WeakMap<EntityModel, Detail[]>();

/** The details of a master entity (none for a flat one); an unknown child entity or field is skipped. */
export function detailsOf(model: EntityModel, models: Map<string, EntityModel>): Detail[] {
  let list = details.get(model);
  if (list) return list;
  list = [];
  for (const def of model.entity.detail ?? []) {
    const child = models.get(def.entity);
    const fk = child?.fields.get(def.foreignKey);
    if (!child || !fk) continue;
    const order = def.orderField ? child.fields.get(def.orderField) : undefined;
    const echoKeys = [...child.dictFields, ...child.refFields].map((f) => `${f.name}_dictText`);
    list.push({ def, model: child, fk, ...(order ? { order } : {}), echoKeys });
  }
  details.set(model, list);
  return list;
}

const NOT_ROWS = (key: string) => t(`${key} 必须是对象数组`, `${key} must be an array of objects`);

const isObject = (v: unknown): v is Rec => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The master's body without the detail keys, and the rows sent by detail key (a key absent from the
 * body is absent from `rows`). 400 when a key holds anything but an array of objects.
 */
export function splitDetails(list: Detail[], input: unknown): { body: unknown; rows: Map<string, Rec[]> } {
  const rows = new Map<string, Rec[]>();
  if (!isObject(input) || !list.some((d) => d.def.key in input)) return { body: input, rows };
  const body: Rec = { ...input };
  for (const d of list) {
    const key = d.def.key;
    if (!(key in body)) continue;
    const sent = body[key];
    delete body[key];
    if (!Array.isArray(sent) || !sent.every(isObject)) throw badRequest(NOT_ROWS(key));
    rows.set(key, sent);
  }
  return { body, rows };
}

export type DetailOp = 'add' | 'edit' | 'delete';

/** A detail as one request writes it: the child's own context (field permissions, data rules, tenant) and hooks. */
export interface DetailPart extends Detail {
  ctx: Ctx;
  hooks?: EntityExtension;
  /** Whether this request holds the child's code of each operation asked for. */
  may: Partial<Record<DetailOp, boolean>>;
}

/** The parts of these details for one request, with the child codes of `ops` looked up (before any transaction). */
export async function detailParts(
  request: FastifyRequest,
  deps: CrudDeps,
  list: Iterable<Detail>,
  ops: DetailOp[],
): Promise<DetailPart[]> {
  const parts: DetailPart[] = [];
  for (const d of list) {
    const may: DetailPart['may'] = {};
    for (const op of ops) may[op] = await holds(deps, request, permissionCode(d.model.entity, op));
    const hooks = deps.extensions?.of(d.model.entity.name);
    parts.push({ ...d, ctx: await ctxOf(request, deps, d.model), ...(hooks ? { hooks } : {}), may });
  }
  return parts;
}

const OP_WORDS: Record<DetailOp, { zh: string; en: string }> = {
  add: t('新增', 'add'),
  edit: t('编辑', 'edit'),
  delete: t('删除', 'delete'),
};

/** 403 unless the request holds the child's code of `op`. */
export function requireOp(part: DetailPart, op: DetailOp): void {
  if (part.may[op]) return;
  const title = part.def.title;
  throw new HttpError(
    403,
    t(`没有权限${OP_WORDS[op].zh}${title.zh}`, `You are not allowed to ${OP_WORDS[op].en} ${title.en}`),
  );
}

/**
 * A sent row as the child's own body: the read-only echo keys (`_dictText`) dropped, the foreign key
 * set to the master (whatever the client sent) and, when the row has no sort number, its position
 * (1-based, as the editable table numbers rows).
 */
export function childBody(d: Detail, row: Rec, masterId: string, index: number): Rec {
  const body: Rec = { ...row };
  for (const k of d.echoKeys) delete body[k];
  body[d.fk.name] = masterId;
  if (d.order && body[d.order.name] === undefined) body[d.order.name] = index + 1;
  return body;
}

/**
 * The stored children of these masters that the child's row scope lets this request touch (wire names,
 * not decoded), in the details' order: sort number, then creation time, then id. `select` defaults to
 * every readable field (the read route passes the child's visible ones).
 */
export async function childrenOf(
  db: Db,
  d: Detail,
  ctx: Ctx,
  masterIds: string[],
  select = d.model.select,
): Promise<Rec[]> {
  const out: Rec[] = [];
  for (const ids of chunks(masterIds)) {
    let q = filtered(db, ctx, d.model, [
      ids.length === 1
        ? { op: 'eq', column: d.fk.column, value: ids[0] }
        : { op: 'in', column: d.fk.column, values: ids },
    ]).select(select);
    if (d.order) q = q.orderBy(d.order.column, 'asc');
    const created = d.model.fields.get('createTime');
    if (created) q = q.orderBy(created.column, 'asc');
    out.push(...((await q.orderBy('id', 'asc').execute()) as Rec[]));
  }
  return out;
}
