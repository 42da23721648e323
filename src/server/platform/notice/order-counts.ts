// GET {API_BASE}/wl/order/count (spec 001 §7.5, docs/decisions.md#10-freight-order-workflow): the freight orders waiting for audit
// (state 10), loading review (35) and unloading review (55) that this request may list: the list's
// permission code, tenant and data rules (the engine's `filtered`), one grouped query.
import type { FastifyInstance } from 'fastify';
import { permissionCode } from '../../../../runtime/core/registry.ts';
import { ctxOf, type CrudDeps } from '../../engine/crud/context.ts';
import { filtered } from '../../engine/crud/read.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError, MESSAGES } from '../../engine/plugins/http-error.ts';

export const ORDER_ENTITY = 'wl_order';
export const ORDER_STATE_FIELD = 'orderState';

/** The bell's counts and the order state each counts. */
export const COUNTED_STATES = { waitAuditing: 10, loadVehicles: 35, dischargeCargoApply: 55 } as const;
export type OrderCounts = Record<keyof typeof COUNTED_STATES, number>;
export const WATCHED_STATES: ReadonlySet<number> = new Set(Object.values(COUNTED_STATES));

export function registerOrderCountRoute(app: FastifyInstance, deps: CrudDeps): void {
  const model = deps.models.get(ORDER_ENTITY);
  const state = model?.fields.get(ORDER_STATE_FIELD);
  if (!model || !state) return; // a registry without freight orders (test fixtures)
  const column = state.column;
  app.get(
    `${model.entity.api}/count`,
    { config: { permission: permissionCode(model.entity, 'list') } },
    async (request) => {
      const ctx = await ctxOf(request, deps, model);
      // Counting by a field the user may not see would reveal it.
      if (ctx.access.hidden.has(ORDER_STATE_FIELD)) throw new HttpError(403, MESSAGES.forbidden);
      const rows = (await filtered(ctx.db, ctx, model, [{ op: 'in', column, values: [...WATCHED_STATES] }])
        .select([`${column} as state`, (eb) => eb.fn.countAll().as('n')])
        .groupBy(column)
        .execute()) as { state: number | string; n: number | string }[];
      const byState = new Map(rows.map((r) => [Number(r.state), Number(r.n)]));
      const counts = Object.fromEntries(
        Object.entries(COUNTED_STATES).map(([key, s]) => [key, byState.get(s) ?? 0]),
      ) as OrderCounts;
      return ok(counts);
    },
  );
}
