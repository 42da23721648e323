// A signed-in user's own announcements (no permission code: every user reads their messages; the
// query of my-announcements.ts decides what is theirs, in the request's tenant):
//   GET  /sys/sysAnnouncementSend/getMyAnnouncementSend?pageNo&pageSize&readFlag&msgCategory&title
//        -> page of {id, anntId, title, msgCategory, priority, sender, sendTime, openType, openPage,
//           busId, msgAbstract, content, readFlag, readTime}, newest first
//   GET  /sys/sysAnnouncementSend/getOne?anntId -> one of them (404 when not addressed to the user)
//   GET  /sys/annountCement/listByUser?pageSize -> unread {anntMsgList, sysMsgList, anntMsgTotal,
//        sysMsgTotal} (notices = msgCategory 1, system messages = 2; lists without content)
//   PUT|POST /sys/sysAnnouncementSend/editByAnntIdAndUserId {anntId} -> marks it read for the user
//   PUT|POST /sys/sysAnnouncementSend/readAll -> marks every unread one read
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../engine/db/database.ts';
import { nowText } from '../../engine/db/time.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { badRequest, notFound, MESSAGES } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import { tenantOf } from '../../engine/plugins/tenancy.ts';
import { ctxOf, type Ctx, type CrudDeps } from '../../engine/crud/context.ts';
import { idOf } from '../../engine/crud/id-params.ts';
import { inTransaction } from '../../engine/crud/pipeline.ts';
import { sideAddMany, sideEdit, type SideDeps } from '../../engine/crud/side-writes.ts';
import { READ, SEND_ENTITY, SEND_TABLE } from './announcement-hooks.ts';
import { addressed, countAddressed, mySelect, withFlag, type MyFilters, type Reader } from './my-announcements.ts';

const MAX_PAGE = 100;
const MARKED = t('操作成功', 'Marked as read');
const FLAGS = new Set(['0', '1']);
const CATEGORIES = new Set(['1', '2']);

type Query = Record<string, unknown>;

function text(q: Query, key: string, allowed?: Set<string>, max = 100): string | undefined {
  const v = q[key];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string' || v.length > max || (allowed && !allowed.has(v))) {
    throw badRequest(t(`参数无效: ${key}`, `Invalid parameter: ${key}`));
  }
  return v;
}

function int(q: Query, key: string, fallback: number, max: number): number {
  const v = text(q, key, undefined, 9);
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > max) {
    throw badRequest(t(`${key} 必须是 1 到 ${max} 的整数`, `${key} must be an integer from 1 to ${max}`));
  }
  return Number(v);
}

export function readerOf(db: Db, dialect: Reader['dialect'], request: FastifyRequest): Reader {
  return { db, dialect, userId: request.user!.id, tenantId: tenantOf(request) };
}

/**
 * Mark announcements read for the reader, through the write pipeline (engine/crud/side-writes.ts):
 * an unread record of his is edited (read flag and time), a missing one (an announcement to
 * everyone) added, each with its sys_data_log row; read ones are left alone. Two requests marking the
 * same announcement at once may both try to add its record: the loser's transaction rolls back on the
 * unique key (annt_id, user_id) and is run once more, when it finds the record read.
 */
export async function markRead(ctx: Ctx, deps: SideDeps, userId: string, anntIds: string[]): Promise<void> {
  const once = () =>
    inTransaction(ctx, async (trx) => {
      const now = nowText();
      for (let i = 0; i < anntIds.length; i += 500) {
        const part = anntIds.slice(i, i + 500);
        const stored = await trx
          .selectFrom(SEND_TABLE)
          .select(['id', 'annt_id', 'read_flag'])
          .where('user_id', '=', userId)
          .where('annt_id', 'in', part)
          .execute();
        const byAnnt = new Map(stored.map((r) => [String(r.annt_id), r]));
        const added = [];
        for (const anntId of part) {
          const row = byAnnt.get(anntId);
          if (!row) added.push({ anntId, userId, readFlag: READ, readTime: now });
          else if (String(row.read_flag) !== READ) {
            await sideEdit(trx, ctx, deps, SEND_ENTITY, String(row.id), { readFlag: READ, readTime: now });
          }
        }
        await sideAddMany(trx, ctx, deps, SEND_ENTITY, added);
      }
    });
  try {
    await once();
  } catch {
    await once();
  }
}

export function registerMyAnnouncementRoutes(app: FastifyInstance, deps: CrudDeps): void {
  const { db, dialect } = deps;
  const sendModel = deps.models.get(SEND_ENTITY);
  if (!sendModel) throw new Error(`notice: the registry has no ${SEND_ENTITY}`);
  // The read records have no tenant of their own; their announcements are checked in the request's.
  const mark = async (request: FastifyRequest, anntIds: string[]) => {
    const ctx = { ...(await ctxOf(request, deps, sendModel)), tenantId: tenantOf(request) };
    await markRead(ctx, deps, request.user!.id, anntIds);
  };
  app.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', async (request) => {
    const q = request.query as Query;
    const r = readerOf(db, dialect, request);
    const f: MyFilters = {
      readFlag: text(q, 'readFlag', FLAGS),
      msgCategory: text(q, 'msgCategory', CATEGORIES),
      title: text(q, 'title'),
    };
    const pageNo = int(q, 'pageNo', 1, 1_000_000);
    const pageSize = int(q, 'pageSize', 10, MAX_PAGE);
    const total = await countAddressed(r, f);
    const rows = await addressed(r, f)
      .select(mySelect(true))
      .orderBy('a.send_time', 'desc')
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    return ok({
      records: rows.map(withFlag),
      total,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(total / pageSize),
    });
  });

  app.get('/sys/sysAnnouncementSend/getOne', async (request) => {
    const r = readerOf(db, dialect, request);
    const anntId = idOf(request.query, 'anntId');
    const row = await addressed(r, { anntId }).select(mySelect(true)).executeTakeFirst();
    if (!row) throw notFound(MESSAGES.recordNotFound);
    return ok(withFlag(row));
  });

  app.get('/sys/annountCement/listByUser', async (request) => {
    const r = readerOf(db, dialect, request);
    const pageSize = int(request.query as Query, 'pageSize', 5, 50);
    const unread = (msgCategory: string) =>
      addressed(r, { readFlag: '0', msgCategory })
        .select(mySelect(false))
        .orderBy('a.send_time', 'desc')
        .orderBy('a.id', 'desc')
        .limit(pageSize)
        .execute();
    const [anntMsgList, sysMsgList, anntMsgTotal, sysMsgTotal] = await Promise.all([
      unread('1'),
      unread('2'),
      countAddressed(r, { readFlag: '0', msgCategory: '1' }),
      countAddressed(r, { readFlag: '0', msgCategory: '2' }),
    ]);
    return ok({
      anntMsgList: anntMsgList.map(withFlag),
      sysMsgList: sysMsgList.map(withFlag),
      anntMsgTotal,
      sysMsgTotal,
    });
  });

  const editByAnntIdAndUserId = async (request: FastifyRequest) => {
    const r = readerOf(db, dialect, request);
    const anntId = idOf(request.body, 'anntId');
    const row = await addressed(r, { anntId }).select('a.id').executeTakeFirst();
    if (!row) throw notFound(MESSAGES.recordNotFound);
    await mark(request, [anntId]);
    return ok(null, say(MARKED, langOf(request)));
  };
  app.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', editByAnntIdAndUserId);
  app.post('/sys/sysAnnouncementSend/editByAnntIdAndUserId', editByAnntIdAndUserId);

  const readAll = async (request: FastifyRequest) => {
    const r = readerOf(db, dialect, request);
    const rows = await addressed(r, { readFlag: '0' }).select('a.id as id').execute();
    await mark(
      request,
      rows.map((x) => x.id as string),
    );
    return ok(null, say(MARKED, langOf(request)));
  };
  app.put('/sys/sysAnnouncementSend/readAll', readAll);
  app.post('/sys/sysAnnouncementSend/readAll', readAll);
}
