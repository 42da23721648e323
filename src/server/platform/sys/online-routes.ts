// Live sessions and force-logout (spec 001 §7.1):
//   GET  /sys/online/list         system:online:list         {pageNo, pageSize, username?} -> page of
//        {id, userId, username, realname, ip, loginTime, lastSeen, current}; never the token or its hash
//   POST /sys/online/forceLogout  system:online:forceLogout  {id} (session id) -> the session ends now
import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '../../../../runtime/core/wire.ts';
import type { Db } from '../../engine/db/database.ts';
import { formatDateTime } from '../../engine/db/time.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { badRequest, notFound } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import { revokeSessionById } from './session.ts';
import { LOG_OPERATION, writeSysLog } from './sys-log.ts';

const BAD_PAGE = t('分页参数无效', 'Invalid paging parameters');
const NO_SESSION = t('该会话不存在或已结束', 'No such session (it may have ended already)');

function pageParam(raw: unknown, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw badRequest(BAD_PAGE);
  return n;
}

export function registerOnlineRoutes(app: FastifyInstance, db: Db): void {
  app.get('/sys/online/list', { config: { permission: 'system:online:list' } }, async (request) => {
    const q = request.query as Record<string, unknown>;
    const pageNo = pageParam(q.pageNo, 1, 1_000_000);
    const pageSize = pageParam(q.pageSize, 10, MAX_PAGE_SIZE);
    const username = typeof q.username === 'string' && q.username.trim() !== '' ? q.username.trim() : undefined;
    if (username && username.length > 64) throw badRequest(BAD_PAGE);
    let base = db
      .selectFrom('sys_session as s')
      .leftJoin('sys_user as u', 'u.id', 's.user_id')
      .where('s.expires_at', '>', Date.now())
      .where('s.id', 'is not', null);
    if (username) base = base.where('s.username', '=', username);
    const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['s.id', 's.user_id', 's.username', 'u.realname', 's.ip', 's.create_time', 's.last_seen'])
      .orderBy('s.create_time', 'desc')
      .orderBy('s.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const total = Number(count.n);
    return ok({
      records: rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        username: r.username,
        realname: r.realname ?? null,
        ip: r.ip,
        loginTime: String(r.create_time),
        lastSeen: r.last_seen === null ? null : formatDateTime(new Date(Number(r.last_seen))),
        current: r.id === request.user!.sessionId,
      })),
      total,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(total / pageSize),
    });
  });

  app.post<{ Body: { id: string } }>(
    '/sys/online/forceLogout',
    {
      schema: {
        body: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } },
      },
      config: { permission: 'system:online:forceLogout' },
    },
    async (request) => {
      const session = await db
        .selectFrom('sys_session')
        .select(['username'])
        .where('id', '=', request.body.id)
        .executeTakeFirst();
      if (!session || !(await revokeSessionById(db, request.body.id))) throw notFound(NO_SESSION);
      await writeSysLog(db, request, {
        logType: LOG_OPERATION,
        content: `${request.user!.username} 强制退出了用户 ${String(session.username)} 的会话`,
        username: String(session.username),
      });
      return ok(null, say(t('强制退出成功', 'Session ended'), langOf(request)));
    },
  );
}
