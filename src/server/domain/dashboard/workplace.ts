// GET {API_BASE}/dashboard/workplace (any signed-in user): the caller's pending work. Their unread
// notices and system messages (the announcements addressed to them, as listByUser counts them); with
// the freight order list code (and orderState visible): the orders waiting for audit, loading and
// unloading review they may list (the bell's three counts) and their own open orders (created by
// them, neither completed nor cancelled), newest first. Without the code those parts are null.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { permissionCode } from '../../../../runtime/core/registry.ts';
import { ctxOf, holds, type CrudDeps } from '../../engine/crud/context.ts';
import { filtered } from '../../engine/crud/read.ts';
import { countAddressed } from '../../platform/notice/my-announcements.ts';
import { COUNTED_STATES, type OrderCounts } from '../../platform/notice/order-counts.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { tenantOf } from '../../engine/plugins/tenancy.ts';
import { CANCELLED, COMPLETED, ORDER } from './analysis.ts';

export const MY_ORDERS = 8;

type Row = Record<string, unknown>;

export function registerWorkplaceRoute(app: FastifyInstance, deps: CrudDeps): void {
  const model = deps.models.get(ORDER);
  app.get('/dashboard/workplace', async (request) => {
    const reader = { db: deps.db, dialect: deps.dialect, userId: request.user!.id, tenantId: tenantOf(request) };
    const [notices, messages] = await Promise.all([
      countAddressed(reader, { readFlag: '0', msgCategory: '1' }),
      countAddressed(reader, { readFlag: '0', msgCategory: '2' }),
    ]);
    let tasks: OrderCounts | null = null;
    let myOrders: { open: number; recent: Row[] } | null = null;
    const stateField = model?.fields.get('orderState');
    if (model && stateField && (await holds(deps, request, permissionCode(model.entity, 'list')))) {
      const ctx = await ctxOf(request, deps, model);
      if (!ctx.access.hidden.has('orderState')) {
        const state = stateField.column;
        const rows = (await filtered(ctx.db, ctx, model, [
          { op: 'in', column: state, values: Object.values(COUNTED_STATES) },
        ])
          .select([`${state} as state`, sql<number>`count(*)`.as('n')])
          .groupBy(state)
          .execute()) as Row[];
        const by = new Map(rows.map((r) => [Number(r.state), Number(r.n)]));
        tasks = Object.fromEntries(
          Object.entries(COUNTED_STATES).map(([key, s]) => [key, by.get(s) ?? 0]),
        ) as OrderCounts;
        const own = () =>
          filtered(ctx.db, ctx, model, [
            { op: 'eq', column: 'create_by', value: ctx.user.username },
            { op: 'ne', column: state, value: COMPLETED },
            { op: 'ne', column: state, value: CANCELLED },
          ]);
        const orderNo = model.fields.get('orderNo')?.column ?? 'id';
        const [count, recent] = await Promise.all([
          own()
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow() as Promise<Row>,
          own()
            .select(['id', `${orderNo} as orderNo`, `${state} as orderState`, 'create_time as createTime'])
            .orderBy('create_time', 'desc')
            .orderBy('id', 'desc')
            .limit(MY_ORDERS)
            .execute() as Promise<Row[]>,
        ]);
        myOrders = {
          open: Number(count.n),
          recent: recent.map((r) => ({ ...r, orderState: Number(r.orderState), createTime: String(r.createTime) })),
        };
      }
    }
    return ok({ unread: { notices, messages }, tasks, myOrders });
  });
}
