// A trip and its waybills agree: `complete` (30 -> 40) is refused while a waybill of the trip is still
// before 卸货 (state 10 pending pickup, 20 loaded, 30 arrived). A trip's waybills are those with a task
// on one of the trip's freight orders (wl_trip_order.orderId = wl_waybill_task.orderId): the schemas
// link the two only through the orders they carry. Runs in the action's transaction (afterTransition),
// so a refusal rolls the move and its history row back.
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { col, modelOf, type Models } from './columns.ts';

export const WAYBILL = 'wl_waybill';
const TRIP_ORDER = 'wl_trip_order';
const TASK = 'wl_waybill_task';
/** Waybill states before unloading (dict waybill_state): 10 pending pickup, 20 loaded, 30 arrived. */
export const BEFORE_UNLOAD = [10, 20, 30];

export function tripWaybillHooks(models: Models): EntityHooks {
  const waybill = modelOf(models, WAYBILL);
  const trips = modelOf(models, TRIP_ORDER);
  const tasks = modelOf(models, TASK);
  const stateField = waybill.entity.states!.field;
  const stateCol = col(models, WAYBILL, stateField);
  const noCol = col(models, WAYBILL, 'waybillNo');
  const dict = waybill.fields.get(stateField)?.dict;
  return {
    async afterTransition(trx, ctx, change) {
      if (change.action !== 'complete') return;
      let orders = trx
        .selectFrom(trips.table)
        .select(col(models, TRIP_ORDER, 'orderId'))
        .where(col(models, TRIP_ORDER, 'tripId'), '=', change.id);
      if (trips.tenant) orders = orders.where('tenant_id', '=', ctx.tenantId);
      let ids = trx
        .selectFrom(tasks.table)
        .select(col(models, TASK, 'waybillId'))
        .where(col(models, TASK, 'orderId'), 'in', orders);
      if (tasks.tenant) ids = ids.where('tenant_id', '=', ctx.tenantId);
      let q = trx
        .selectFrom(waybill.table)
        .select([`${noCol} as no`, `${stateCol} as state`])
        .where('id', 'in', ids)
        .where(stateCol, 'in', BEFORE_UNLOAD)
        .orderBy(noCol)
        .limit(1);
      if (waybill.tenant) q = q.where('tenant_id', '=', ctx.tenantId);
      const open = (await q.executeTakeFirst()) as { no: unknown; state: unknown } | undefined;
      if (!open) return;
      const s = String(open.state);
      const zh = dict?.zh.get(s) ?? s;
      const en = dict?.en.get(s) ?? s;
      throw new HttpError(
        422,
        t(
          `运单 ${String(open.no)} 仍为「${zh}」，运单卸货后才能完成趟次`,
          `Waybill ${String(open.no)} is still "${en}"; the trip can be completed once its waybills are unloaded`,
        ),
      );
    },
  };
}
