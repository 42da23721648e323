// GET {API_BASE}/dashboard/monitor (code dashboard:monitor; never anonymous): this instance's process
// (CPU, memory, event-loop delay, uptime, with the sampler's trend), the host (load, memory, CPUs),
// the disk holding the uploads, the database (size and connections), the online users and the recent
// HTTP requests (http-trace.ts: no tokens, queries or bodies).
import { statfs } from 'node:fs/promises';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../engine/db/database.ts';
import { formatDateTime } from '../../engine/db/time.ts';
import { ok } from '../../engine/plugins/errors.ts';
import type { Hub } from '../../platform/realtime/hub.ts';
import type { HttpTrace } from './http-trace.ts';
import type { ProcessSampler } from './process-sampler.ts';

export const MONITOR_CODE = 'dashboard:monitor';
/** A session seen within this many ms counts as active (last_seen is refreshed once a minute). */
export const ACTIVE_MS = 15 * 60_000;
const ONLINE_LIST = 20;

export interface MonitorDeps {
  db: Db;
  dialect: Dialect;
  hub: Hub;
  trace: HttpTrace;
  sampler: ProcessSampler;
  /** The folder whose file system the disk figures describe (the upload root; never sent). */
  diskPath: string;
}

/** The file system of `path`, or of its nearest existing parent (the upload root may not exist yet). */
async function disk(path: string) {
  for (let p = path; ; p = dirname(p)) {
    try {
      const s = await statfs(p);
      return { total: s.blocks * s.bsize, free: s.bavail * s.bsize };
    } catch {
      if (dirname(p) === p) return { total: null, free: null };
    }
  }
}

async function database(db: Db, dialect: Dialect) {
  if (dialect === 'postgres') {
    const size = await sql<{ size: number | string }>`select pg_database_size(current_database()) as size`.execute(db);
    const conns = await sql<{ total: number | string; active: number | string }>`
      select count(*) as total, count(*) filter (where state = 'active') as active
      from pg_stat_activity where datname = current_database()`.execute(db);
    return {
      dialect,
      sizeBytes: Number(size.rows[0]!.size),
      connections: Number(conns.rows[0]!.total),
      activeConnections: Number(conns.rows[0]!.active),
    };
  }
  const pages = await sql<{ page_count: number }>`pragma page_count`.execute(db);
  const pageSize = await sql<{ page_size: number }>`pragma page_size`.execute(db);
  // better-sqlite3: one embedded connection serves the app (an import may open a second for a while).
  return {
    dialect,
    sizeBytes: Number(pages.rows[0]!.page_count) * Number(pageSize.rows[0]!.page_size),
    connections: 1,
    activeConnections: 1,
  };
}

async function online(db: Db, hub: Hub) {
  const now = Date.now();
  const live = new Set(hub.userIds());
  const base = db
    .selectFrom('sys_session as s')
    .leftJoin('sys_user as u', 'u.id', 's.user_id')
    .where('s.expires_at', '>', now);
  const counts = await base
    .select((eb) => [eb.fn.countAll().as('sessions'), eb.fn.count('s.user_id').distinct().as('users')])
    .executeTakeFirstOrThrow();
  const active = await base
    .where('s.last_seen', '>', now - ACTIVE_MS)
    .select((eb) => eb.fn.count('s.user_id').distinct().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(['s.user_id', 's.username', 'u.realname', 's.ip', 's.create_time', 's.last_seen'])
    .orderBy('s.last_seen', 'desc')
    .orderBy('s.id', 'desc')
    .limit(ONLINE_LIST)
    .execute();
  return {
    sessions: Number(counts.sessions),
    users: Number(counts.users),
    activeUsers: Number(active.n),
    connectedUsers: live.size,
    sockets: hub.count(),
    recent: rows.map((r) => ({
      username: r.username as string,
      realname: (r.realname as string | null) ?? null,
      ip: (r.ip as string | null) ?? null,
      loginTime: String(r.create_time),
      lastSeen: r.last_seen === null ? null : formatDateTime(new Date(Number(r.last_seen))),
      connected: live.has(r.user_id as string),
    })),
  };
}

export function registerMonitorRoute(app: FastifyInstance, deps: MonitorDeps): void {
  app.get('/dashboard/monitor', { config: { permission: MONITOR_CODE } }, async () => {
    const latest = deps.sampler.latest();
    const mem = process.memoryUsage();
    const [diskInfo, db, users] = await Promise.all([
      disk(deps.diskPath),
      database(deps.db, deps.dialect),
      online(deps.db, deps.hub),
    ]);
    return ok({
      time: formatDateTime(new Date()),
      process: {
        pid: process.pid,
        node: process.version,
        uptimeSeconds: Math.round(process.uptime()),
        cpuPercent: latest.cpuPercent,
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        heapTotal: mem.heapTotal,
        external: mem.external,
        eventLoop: { meanMs: latest.lagMeanMs, p99Ms: latest.lagP99Ms, maxMs: latest.lagMaxMs },
      },
      history: deps.sampler.history(),
      system: { cpus: cpus().length, loadavg: loadavg(), totalMemory: totalmem(), freeMemory: freemem() },
      disk: diskInfo,
      database: db,
      online: users,
      requests: deps.trace.recent(50),
    });
  });
}
