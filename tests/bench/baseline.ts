// The total bench's hand-written reference: Fastify + better-sqlite3 (or a pg pool) with prepared
// statements doing the same work as the generic list route for one query shape and answering in the
// same envelope, without any count (startListOnly, total-bench.ts), on SQLite or PostgreSQL. No
// registry, no query parsing. The list bench's reference is list-reference.ts, in its own process.
import { createHash } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/server/config/config.ts';

const COLUMNS = `site_name as siteName, parent_id as parentId, type, site_mode as siteMode, area, address, person,
  person_phone as personPhone, start_time as startTime, end_time as endTime, position, locate,
  site_receive_fee_type as siteReceiveFeeType, site_receive_fee as siteReceiveFee,
  site_stock_fee_type as siteStockFeeType, site_stock_fee as siteStockFee,
  site_dispatch_fee_type as siteDispatchFeeType, site_dispatch_fee as siteDispatchFee,
  express_receive_fee_type as expressReceiveFeeType, express_receive_fee as expressReceiveFee,
  express_dispatch_fee_type as expressDispatchFeeType, express_dispatch_fee as expressDispatchFee,
  stock_in_fee_type as stockInFeeType, stock_in_fee as stockInFee, stock_out_fee_type as stockOutFeeType,
  stock_out_fee as stockOutFee, id, create_by as createBy, create_time as createTime, update_by as updateBy,
  update_time as updateTime, sys_org_code as sysOrgCode, tenant_id as tenantId, version`;

/** COLUMNS with quoted aliases: PostgreSQL folds unquoted ones to lower case. */
const QUOTED_COLUMNS = COLUMNS.replace(/ as (\w+)/g, ' as "$1"');
const SESSION_SQL = `select u.id, u.username from sys_session s join sys_user u on u.id = s.user_id
  where s.token_hash = $1 and s.expires_at > $2 and u.status = 0`;

/** The page's SQL: tenant 0, `type` if filtered, create_time desc and id desc, one row more than the page. */
function pageSql(filtered: boolean): string {
  return `select ${QUOTED_COLUMNS} from wl_site where tenant_id = $1${filtered ? ' and type = $4' : ''}
    order by create_time desc, id desc limit $2 offset $3`;
}

/**
 * GET /list?pageNo=&pageSize=[&type=]: the session check and one page of wl_site by create time (no
 * count: `total` is omitted; /list-count adds one), with the SQL of the generic route's page (limit pageSize + 1, to know
 * whether a next page exists). One prepared statement per shape on SQLite; on PostgreSQL a pool of
 * the app's default size with named (server-side prepared) statements.
 */
export async function startListOnly(database: DatabaseConfig): Promise<{ app: FastifyInstance; url: string }> {
  type Query = (sql: string, name: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
  let query: Query;
  let close: () => Promise<void>;
  if (database.kind === 'sqlite') {
    const db = new BetterSqlite3(database.file);
    db.pragma('journal_mode = WAL');
    // $n placeholders become ?, the parameters taken in the order they appear.
    const statements = new Map<string, { st: BetterSqlite3.Statement; order: number[] }>();
    query = async (text, name, params) => {
      let p = statements.get(name);
      if (!p) {
        const order = [...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]) - 1);
        statements.set(name, (p = { st: db.prepare(text.replace(/\$\d+/g, '?')), order }));
      }
      return p.st.all(...p.order.map((i) => params[i])) as Record<string, unknown>[];
    };
    close = async () => {
      db.close();
    };
  } else {
    const pool = new pg.Pool({ connectionString: database.url, max: database.poolMax ?? 10 });
    // pool.end() resolves before its clients' sockets have closed; the bench then drops the database
    // with (force), and a client still closing gets 57P01: without a listener that error killed the
    // bench (as the app's pool, engine/db/database.ts, it is expected then).
    pool.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.warn(`list-only pool: ${err.message}`);
    });
    query = async (text, name, params) => (await pool.query({ name, text, values: params })).rows;
    close = () => pool.end();
  }
  const app = Fastify();
  app.addHook('onClose', close);
  // /list: the page only. /list-count: the page and an exact count of the set (what the generic route
  // did for every request before totals were capped and cached), for comparison.
  const handler = (withCount: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.headers['x-access-token'];
    const hash = typeof token === 'string' ? createHash('sha256').update(token).digest('hex') : '';
    if (!(await query(SESSION_SQL, 'session', [hash, Date.now()])).length) {
      return reply.code(401).send({ success: false, code: 401 });
    }
    const q = request.query as Record<string, string>;
    const pageNo = Number(q.pageNo ?? 1);
    const pageSize = Number(q.pageSize ?? 10);
    const filtered = q.type !== undefined;
    const params: unknown[] = [0, pageSize + 1, (pageNo - 1) * pageSize];
    if (filtered) params.push(Number(q.type));
    const rows = await query(pageSql(filtered), filtered ? 'page_type' : 'page', params);
    const records = rows.slice(0, pageSize);
    const result: Record<string, unknown> = { records, size: pageSize, current: pageNo, more: rows.length > pageSize };
    if (withCount) {
      const countSql = `select count(*) as n from wl_site where tenant_id = $1${filtered ? ' and type = $2' : ''}`;
      const [{ n }] = await query(countSql, filtered ? 'count_type' : 'count', filtered ? [0, params[3]] : [0]);
      result.total = Number(n);
    }
    return { success: true, message: '', code: 200, result, timestamp: Date.now() };
  };
  app.get('/list', handler(false));
  app.get('/list-count', handler(true));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}
