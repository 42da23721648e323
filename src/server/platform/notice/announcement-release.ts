// Release and revoke (spec 001 §4.3, §7.5): GET /sys/annountCement/doReleaseData?id and
// doReovkeData?id (the spec's spelling), with the announcement's edit code, inside its tenant and data
// rules. Unpublished -> published records the sender and send time and, for designated users, one
// unread record per existing user (at least one, else 422); published -> revoked records the revoke
// time. Any other move is 422. The two moves are the schema's `x-states` transitions
// (schemas/system/sys_announcement.json, `routes: false`: carried out here, not by the generic action
// route), so the states checked and written and the history's labels come from there. Each is an
// edit through the write pipeline (the read-only send fields as server values: data-log row, plugins,
// after-commit work), the read records adds through it (engine/crud/side-writes.ts), and a history
// row (sys_state_log, as a workflow's transitions write); after commit the recipients get
// {cmd: 'user'} and, for message type email, a queued mail each (announcement-mail.ts).
import type { FastifyInstance } from 'fastify';
import { permissionCode, type StateTransition } from '../../../../runtime/core/registry.ts';
import { canTake, transitionOf } from '../../../../runtime/core/states.ts';
import { ctxOf, type Ctx, type CrudDeps } from '../../engine/crud/context.ts';
import { inTransaction } from '../../engine/crud/pipeline.ts';
import { sideAddMany } from '../../engine/crud/side-writes.ts';
import { editPrepared, prepareEdit } from '../../engine/crud/write.ts';
import { writeStateLog } from '../../engine/crud/state-action.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { rawById } from '../../engine/crud/read.ts';
import { decodeRows, type Rec } from '../../engine/crud/records.ts';
import type { Db } from '../../engine/db/database.ts';
import { nowText } from '../../engine/db/time.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError, MESSAGES, notFound } from '../../engine/plugins/http-error.ts';
import { say, t } from '../../engine/plugins/i18n.ts';
import type { Audience, Realtime } from '../realtime/index.ts';
import { idOf } from '../../engine/crud/id-params.ts';
import { NOT_READ, SEND_ENTITY, SEND_TABLE, TO_USERS } from './announcement-hooks.ts';
import { mailAnnouncement } from './announcement-mail.ts';

const RELEASED = t('该系统通知发布成功', 'Announcement published');
const REVOKED_OK = t('该系统通知撤销成功', 'Announcement revoked');
const NOT_UNPUBLISHED = t('只有未发布的通告可以发布', 'Only an unpublished announcement can be published');
const NOT_PUBLISHED = t('只有已发布的通告可以撤销', 'Only a published announcement can be revoked');
const NO_USERS = t('请选择指定用户', 'Choose the designated users');

/** The designated ids that are existing users, in the given order. */
async function existingUsers(db: Db, raw: unknown): Promise<string[]> {
  const ids = [
    ...new Set(
      String(raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('sys_user')
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.id as string);
  }
  return ids.filter((id) => found.has(id));
}

async function recipientsOf(db: Db, id: string): Promise<string[]> {
  const rows = await db.selectFrom(SEND_TABLE).select('user_id').where('annt_id', '=', id).execute();
  return rows.map((r) => r.user_id as string);
}

interface Moved {
  after: Rec;
  audience: Audience;
}

/**
 * The schema's transition these routes carry out (sys_announcement's `x-states`, `routes: false`): its
 * states are the ones checked and written here, and the history labels it by its title.
 */
function declared(model: EntityModel, name: 'release' | 'revoke'): { field: string; transition: StateTransition } {
  const states = model.entity.states;
  const transition = states && transitionOf(states, name);
  if (!transition) throw new Error(`${model.entity.name}: x-states declares no "${name}" transition`);
  return { field: states.field, transition };
}

/** Move one announcement along a declared transition in one transaction, through the edit stages. */
async function move(
  ctx: Ctx,
  deps: CrudDeps,
  model: EntityModel,
  id: string,
  { field, transition }: ReturnType<typeof declared>,
  wrongState: ReturnType<typeof t>,
  set: (old: Rec, trx: Db) => Promise<Rec>,
): Promise<Moved> {
  const hooks = deps.extensions?.of(model.entity.name);
  return inTransaction(ctx, async (trx) => {
    const old = await rawById(trx, ctx, model, id);
    if (!old) throw notFound(MESSAGES.recordNotFound);
    if (!canTake(transition, old[field])) throw new HttpError(422, wrongState);
    const values = { ...(await set(old, trx)), [field]: String(transition.to) };
    const p = await prepareEdit(ctx, model, { id, version: Number(old.version) }, hooks, { serverValues: values });
    await editPrepared(trx, ctx, model, deps.models, p, hooks);
    const after = decodeRows(model, [(await rawById(trx, ctx, model, id))!])[0];
    await writeStateLog(
      trx,
      deps,
      { ...ctx, tenantId: ctx.tenantId },
      {
        entityName: model.entity.name,
        recordId: id,
        fieldName: field,
        fromState: String(old[field]),
        toState: String(after[field]),
        action: transition.name,
        note: null,
      },
    );
    const audience: Audience = old.msgType === TO_USERS ? await recipientsOf(trx, id) : { tenantId: ctx.tenantId };
    return { after, audience };
  });
}

export function registerReleaseRoutes(app: FastifyInstance, deps: CrudDeps, model: EntityModel, realtime: Realtime) {
  const api = model.entity.api;
  const config = { permission: permissionCode(model.entity, 'edit'), audit: true };
  const release = declared(model, 'release');
  const revoke = declared(model, 'revoke');

  app.get(`${api}/doReleaseData`, { config }, async (request) => {
    const ctx = await ctxOf(request, deps, model);
    const id = idOf(request.query, 'id');
    const moved = await move(ctx, deps, model, id, release, NOT_UNPUBLISHED, async (old, trx) => {
      const now = nowText();
      if (old.msgType === TO_USERS) {
        const users = await existingUsers(trx, old.userIds);
        if (users.length === 0) throw new HttpError(422, NO_USERS);
        const rows = users.map((userId) => ({ anntId: id, userId, readFlag: NOT_READ }));
        await sideAddMany(trx, ctx, deps, SEND_ENTITY, rows);
      }
      return { sendTime: now, sender: ctx.user.realname || ctx.user.username };
    });
    void realtime.publish(moved.audience, {
      cmd: 'user',
      msgTxt: String(moved.after.title ?? ''),
      anntId: id,
      op: 'release',
    });
    const mailDeps = { db: ctx.db, mail: app.mail, log: request.log };
    await mailAnnouncement(mailDeps, moved.after, { id, tenantId: ctx.tenantId, user: ctx.user.username });
    return ok(moved.after, say(RELEASED, ctx.lang));
  });

  app.get(`${api}/doReovkeData`, { config }, async (request) => {
    const ctx = await ctxOf(request, deps, model);
    const id = idOf(request.query, 'id');
    const moved = await move(ctx, deps, model, id, revoke, NOT_PUBLISHED, async () => ({ cancelTime: nowText() }));
    void realtime.publish(moved.audience, { cmd: 'user', msgTxt: '', anntId: id, op: 'revoke' });
    return ok(moved.after, say(REVOKED_OK, ctx.lang));
  });
}
