// `POST {api}/action/{name}`: one route per `x-states` transition (docs/decisions.md#6-status-workflows). Body
// {id, version, ...the transition's `requires` and `verifies` fields, note?}. In one transaction: the
// record as this request may see it (404), at the sent version (409), in one of the transition's
// `from` states (422), with every required field filled once the sent values are applied (422), every
// verified field typed (422) and equal to the stored value (400, nothing written: a pickup code is
// checked, never replaced); the sent required fields pass the edit's checks (codecs, field
// permissions, references, check rules, unique groups); then
// the status becomes `to`, the version is bumped, sys_data_log gets the edit and sys_state_log the
// transition, hooks.recorded hears an edit (so the realtime order pushes fire as for an edit), and
// hooks.afterTransition may write what the transition implies elsewhere (storage logs, fees).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StateTransition } from '../../../../runtime/core/registry.ts';
import {
  canTake,
  engineTransitions,
  missingRequires,
  missingVerifies,
  transitionPermission,
  verifiedValueMatches,
} from '../../../../runtime/core/states.ts';
import type { Db } from '../db/database.ts';
import { uuidv7 } from '../db/uuid.ts';
import { ok } from '../plugins/errors.ts';
import { HttpError, MESSAGES, badRequest, notFound } from '../plugins/http-error.ts';
import { say, t } from '../plugins/i18n.ts';
import { tenantOf } from '../plugins/tenancy.ts';
import { REQUIRED_MESSAGE, failWith, titled } from './body-validator.ts';
import { ctxOf, type Ctx, type CrudDeps } from './context.ts';
import type { TransitionChange } from './hooks.ts';
import type { EntityModel } from './entity-model.ts';
import { visibleModel } from './field-access.ts';
import { rawById } from './read.ts';
import { stateLabel, stateLabels, transitionLabel } from './state-labels.ts';
import { decodeRows, presentRows, type Rec } from './records.ts';
import { inTransaction } from './pipeline.ts';
import { checkEdit, insertRow, rowToEdit, toDbValues, updateChecked, type PreparedEdit } from './write.ts';

/** The history entity every transition writes one row to (schemas/system/sys_state_log.json). */
export const STATE_LOG = 'sys_state_log';
const NOTE_MAX = 500;
const DONE = t('操作成功', 'Done');

interface ActionBody {
  id: string;
  version: number;
  note: string | null;
  /** The transition's `requires` fields as sent (wire form). */
  fields: Rec;
  /** The transition's `verifies` fields as typed (text or numbers; never written). */
  verified: Rec;
}

const VERIFY_MAX = 255;

/** Shape checks before the transaction: id, version, note, and no key besides the transition's fields. */
function parseBody(model: EntityModel, tr: StateTransition, input: unknown, lang: Ctx['lang']): ActionBody {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw badRequest(MESSAGES.badRequest);
  const body = input as Rec;
  const allowed = new Set(['id', 'version', 'note', ...(tr.requires ?? []), ...(tr.verifies ?? [])]);
  const extra = Object.keys(body).filter((k) => !allowed.has(k));
  const title = transitionLabel(tr);
  if (extra.length) {
    throw badRequest(
      t(
        `操作「${title.zh}」不接受字段：${extra.join(', ')}`,
        `Action "${title.en}" does not take: ${extra.join(', ')}`,
      ),
    );
  }
  const fields: Rec = {};
  for (const name of tr.requires ?? []) if (name in body) fields[name] = body[name];
  const verified: Rec = {};
  for (const name of tr.verifies ?? []) {
    const v = body[name];
    if (v === undefined || v === null) continue;
    if ((typeof v !== 'string' && typeof v !== 'number') || String(v).length > VERIFY_MAX) {
      throw badRequest(MESSAGES.badRequest);
    }
    verified[name] = v;
  }
  // The edit's wire schema checks id, version and the sent fields' types and formats.
  model.validateEdit({ id: body.id, version: body.version, ...fields }, lang);
  const note = body.note;
  if (note !== undefined && note !== null && typeof note !== 'string') throw badRequest(MESSAGES.badRequest);
  if (typeof note === 'string' && note.length > NOTE_MAX) {
    throw badRequest(t(`备注不能超过 ${NOTE_MAX} 个字符`, `The note is longer than ${NOTE_MAX} characters`));
  }
  const trimmed = typeof note === 'string' ? note.trim() : '';
  return { id: String(body.id), version: Number(body.version), note: trimmed || null, fields, verified };
}

/** 422 naming the states and the action by their labels ("当前状态为「待审核」，不能执行「已装货」"). */
function wrongState(model: EntityModel, tr: StateTransition, current: unknown): HttpError {
  const cur = stateLabel(model, current);
  const from = stateLabels(model, tr.from);
  const to = stateLabel(model, tr.to);
  const title = transitionLabel(tr);
  return new HttpError(
    422,
    t(
      `当前状态为「${cur.zh}」，不能执行「${title.zh}」（需处于「${from.zh}」，目标状态「${to.zh}」）`,
      `The record is "${cur.en}"; "${title.en}" needs "${from.en}" (to move to "${to.en}")`,
    ),
  );
}

/** 400 when a verified field's typed value differs from the stored one (or nothing is stored). */
function notVerified(model: EntityModel, name: string, stored: unknown, lang: Ctx['lang']): HttpError {
  const title = model.fields.get(name)!.def.title;
  const message =
    stored === null || stored === undefined || String(stored).trim() === ''
      ? t(`记录没有「${title.zh}」，无法核对`, `The record has no ${title.en.toLowerCase()} to check against`)
      : t(
          `「${title.zh}」不正确，请核对后重新输入`,
          `The ${title.en.toLowerCase()} does not match; check it and type it again`,
        );
  return new HttpError(400, message, { errors: [{ field: name, message: say(message, lang) }] });
}

function missingFields(model: EntityModel, tr: StateTransition, names: string[], lang: Ctx['lang']): HttpError {
  const titles = names.map((n) => model.fields.get(n)!.def.title);
  const title = transitionLabel(tr);
  return new HttpError(
    422,
    t(
      `「${title.zh}」缺少必填字段：${titles.map((x) => x.zh).join('、')}`,
      `"${title.en}" needs: ${titles.map((x) => x.en).join(', ')}`,
    ),
    {
      errors: names.map((n, i) => ({
        field: n,
        message: say(titled(titles[i], REQUIRED_MESSAGE), lang),
      })),
    },
  );
}

export interface StateLogEntry {
  entityName: string;
  recordId: string;
  fieldName: string;
  fromState: string;
  toState: string;
  action: string;
  note: string | null;
}

/**
 * One history row (sys_state_log) of a status move, written in the move's transaction under `ctx`
 * (who and when come from it). Also used by the moves that have routes of their own (announcements).
 */
export async function writeStateLog(trx: Db, deps: Pick<CrudDeps, 'models'>, ctx: Ctx, entry: StateLogEntry) {
  const logModel = deps.models.get(STATE_LOG)!;
  await trx
    .insertInto(logModel.table)
    .values(insertRow(ctx, logModel, { ...entry }, uuidv7()))
    .execute();
}

/** The transition in one transaction; returns nothing, throws an HttpError for every refusal. */
async function transition(
  trx: Db,
  deps: CrudDeps,
  model: EntityModel,
  tr: StateTransition,
  ctx: Ctx,
  logCtx: Ctx,
  body: ActionBody,
): Promise<void> {
  const field = model.entity.states!.field;
  const hooks = deps.extensions?.of(model.entity.name);
  const p: PreparedEdit = { id: body.id, version: body.version, patch: {}, extras: {} };
  if (hooks?.beforeWrite) p.beforeWrite = hooks.beforeWrite;
  const old = await rowToEdit(trx, ctx, model, p);
  if (!canTake(tr, old[field])) throw wrongState(model, tr, old[field]);
  const stored = decodeRows(model, [{ ...old }])[0];
  const missing = [...missingRequires(tr, { ...stored, ...body.fields }), ...missingVerifies(tr, body.verified)];
  if (missing.length) throw missingFields(model, tr, missing, ctx.lang);
  for (const name of tr.verifies ?? []) {
    if (!verifiedValueMatches(body.verified[name], stored[name]))
      throw notVerified(model, name, stored[name], ctx.lang);
  }
  const { values, problems } = toDbValues(model, body.fields, false);
  if (problems.length) failWith(problems, ctx.lang);
  p.patch = values;
  await checkEdit(trx, ctx, model, deps.models, p, old);
  const change: TransitionChange = {
    id: body.id,
    action: tr.name,
    from: old[field],
    to: tr.to,
    before: old,
    fields: body.fields,
    note: body.note,
  };
  // What the entity's plugins set on the record with the move (hooks.ts transitionValues).
  const own: Rec = {};
  const given = hooks?.transitionValues?.(ctx, change) ?? {};
  for (const name in given) {
    const f = model.fields.get(name);
    if (!f || f.def.standard) throw new Error(`${model.entity.name}: a plugin cannot set "${name}" with a move`);
    own[name] = f.codec.toDb(given[name]);
  }
  p.patch = { ...values, ...own, [field]: model.fields.get(field)!.codec.toDb(tr.to) };
  await updateChecked(trx, ctx, model, [{ p, old }], hooks);
  await writeStateLog(trx, deps, logCtx, {
    entityName: model.entity.name,
    recordId: body.id,
    fieldName: field,
    fromState: String(old[field] ?? ''),
    toState: String(tr.to),
    action: tr.name,
    note: body.note,
  });
  await hooks?.afterTransition?.(trx, ctx, change);
}

async function present(ctx: Ctx, model: EntityModel, id: string) {
  const view = visibleModel(model, ctx.access);
  const row = await rawById(ctx.db, ctx, view, id);
  if (!row) throw notFound(MESSAGES.recordNotFound);
  return (await presentRows(ctx.db, view, [row], ctx.lang, ctx.tenantId))[0];
}

/** One POST route per transition of the entity's `x-states`, each under its own permission code. */
export function registerActionRoutes(app: FastifyInstance, deps: CrudDeps, model: EntityModel): void {
  const e = model.entity;
  if (!e.states) return;
  if (!deps.models.has(STATE_LOG)) throw new Error(`${e.name} declares x-states but ${STATE_LOG} is missing`);
  for (const tr of engineTransitions(e)) {
    app.post(
      `${e.api}/action/${tr.name}`,
      { config: { permission: transitionPermission(e, tr) } },
      async (request: FastifyRequest) => {
        const ctx = await ctxOf(request, deps, model);
        const body = parseBody(model, tr, request.body, ctx.lang);
        // The history row belongs to the request's tenant, so the timeline reads it back under it.
        const logCtx: Ctx = { ...ctx, tenantId: tenantOf(request) };
        await inTransaction(ctx, (trx) => transition(trx, deps, model, tr, ctx, logCtx, body));
        return ok(await present(ctx, model, body.id), say(DONE, ctx.lang));
      },
    );
  }
}
