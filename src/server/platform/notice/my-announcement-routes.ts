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
import { uuidv7 } from '../../engine/db/uuid.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { badRequest, notFound, MESSAGES } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import { tenantOf } from '../../engine/plugins/tenancy.ts';
import { idOf } from '../../engine/crud/id-params.ts';
import { READ, SEND_TABLE } from './announcement-hooks.ts';
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

/** Mark announcements read for the reader: one upsert on (annt_id, user_id) per 200 ids. */
export async function markRead(r: Reader, anntIds: string[], username: string): Promise<void> {
  const now = nowText();
  for (let i = 0; i < anntIds.length; i += 200) {
    const rows = anntIds.slice(i, i + 200).map((anntId) => ({
      id: uuidv7(),
      annt_id: anntId,
      user_id: r.userId,
      read_flag: READ,
      read_time: now,
      create_by: username,
      create_time: now,
      version: 1,
    }));
    await r.db
      .insertInto(SEND_TABLE)
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['annt_id', 'user_id'])
          .doUpdateSet({ read_flag: READ, read_time: now, update_by: username, update_time: now })
          .where(`${SEND_TABLE}.read_flag`, '<>', READ),
      )
      .execute();
  }
}

export function registerMyAnnouncementRoutes(app: FastifyInstance, db: Db, dialect: Reader['dialect']): void {
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
    await markRead(r, [anntId], request.user!.username);
    return ok(null, say(MARKED, langOf(request)));
  };
  app.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', editByAnntIdAndUserId);
  app.post('/sys/sysAnnouncementSend/editByAnntIdAndUserId', editByAnntIdAndUserId);

  const readAll = async (request: FastifyRequest) => {
    const r = readerOf(db, dialect, request);
    const rows = await addressed(r, { readFlag: '0' }).select('a.id as id').execute();
    await markRead(
      r,
      rows.map((x) => x.id as string),
      request.user!.username,
    );
    return ok(null, say(MARKED, langOf(request)));
  };
  app.put('/sys/sysAnnouncementSend/readAll', readAll);
  app.post('/sys/sysAnnouncementSend/readAll', readAll);
}
