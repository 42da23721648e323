// The hand-written reference: Fastify + better-sqlite3 with prepared statements doing the same
// work as the generic list route for one query shape (token check, tenant + one filter, sort,
// count, page of 10) and answering in the same envelope. No registry, no query parsing.
import { createHash } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';

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

export async function startBaseline(file: string): Promise<{ app: FastifyInstance; url: string }> {
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  const session = db.prepare(
    `select u.id, u.username from sys_session s join sys_user u on u.id = s.user_id
     where s.token_hash = ? and s.expires_at > ? and u.status = 0`,
  );
  const count = db.prepare('select count(*) as total from wl_site where tenant_id = ? and type = ?');
  const page = db.prepare(
    `select ${COLUMNS} from wl_site where tenant_id = ? and type = ?
     order by create_time desc, id desc limit ? offset ?`,
  );
  const app = Fastify();
  app.addHook('onClose', async () => db.close());
  app.get('/list', async (request, reply) => {
    const token = request.headers['x-access-token'];
    const hash = typeof token === 'string' ? createHash('sha256').update(token).digest('hex') : '';
    if (!session.get(hash, Date.now())) return reply.code(401).send({ success: false, code: 401 });
    const q = request.query as Record<string, string>;
    const type = Number(q.type);
    const pageNo = Number(q.pageNo ?? 1);
    const pageSize = Number(q.pageSize ?? 10);
    const records = page.all(0, type, pageSize, (pageNo - 1) * pageSize);
    const { total } = count.get(0, type) as { total: number };
    const result = { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
    return { success: true, message: '', code: 200, result, timestamp: Date.now() };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}
