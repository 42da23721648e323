// The list bench's fair reference, run as its own process (list-bench.ts spawns it with the same Node
// flags and malloc settings as `npm start`): Fastify + better-sqlite3 written the way a competent
// author writes it for one query shape. Statements prepared once and reused, every value bound as
// `+?` so SQLite keeps their plans (a bare `?` in a statement with ORDER BY is re-planned on each
// bind: db/sqlite-dialect.ts); the session kept in memory by token while `PRAGMA data_version` holds
// (as the product keeps it: sys/session.ts); the count kept 5 s per filter (as the product keeps a
// total over 10,000 rows); no request log, signature, permissions, labels or query parsing.
// Usage: node list-reference.ts <sqlite file> <create_by of the data rule> ; prints "Listening on <url>".
import { createHash } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import Fastify from 'fastify';

const [file, createBy] = process.argv.slice(2);
if (!file || !createBy) throw new Error('usage: list-reference.ts <sqlite file> <create_by>');

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

const db = new BetterSqlite3(file);
db.pragma('journal_mode = WAL');
const dataVersion = db.prepare('pragma data_version').pluck();
const session = db.prepare(
  `select u.id, u.username, s.expires_at as expiresAt from sys_session s join sys_user u on u.id = s.user_id
   where s.token_hash = +? and s.expires_at > +? and u.status = 0`,
);
const count = db.prepare('select count(*) as total from wl_site where tenant_id = +? and type = +? and create_by = +?');
const page = db.prepare(
  `select ${COLUMNS} from wl_site where tenant_id = +? and type = +? and create_by = +?
   order by create_time desc, id desc limit +? offset +?`,
);

// Sessions by token, dropped together when another connection commits (data_version changes).
const kept = new Map<string, { id: string; expiresAt: number }>();
let keptAt = dataVersion.get();
function user(token: unknown, now: number) {
  if (typeof token !== 'string') return undefined;
  const version = dataVersion.get();
  if (version !== keptAt) {
    kept.clear();
    keptAt = version;
  }
  const hit = kept.get(token);
  if (hit && hit.expiresAt > now) return hit;
  const row = session.get(createHash('sha256').update(token).digest('hex'), now) as
    { id: string; expiresAt: number } | undefined;
  if (row) kept.set(token, { id: row.id, expiresAt: Number(row.expiresAt) });
  return row;
}

const counts = new Map<number, { total: number; at: number }>();
function countOf(type: number) {
  const hit = counts.get(type);
  if (hit && Date.now() - hit.at < 5_000) return hit.total;
  const { total } = count.get(0, type, createBy) as { total: number };
  counts.set(type, { total, at: Date.now() });
  return total;
}

const app = Fastify();
app.get('/list', async (request, reply) => {
  const now = Date.now();
  if (!user(request.headers['x-access-token'], now)) return reply.code(401).send({ success: false, code: 401 });
  const q = request.query as Record<string, string>;
  const type = Number(q.type);
  const pageNo = Number(q.pageNo ?? 1);
  const pageSize = Number(q.pageSize ?? 10);
  const records = page.all(0, type, createBy, pageSize, (pageNo - 1) * pageSize);
  const total = countOf(type);
  const result = { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
  return { success: true, message: '', code: 200, result, timestamp: now };
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Listening on ${url}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
