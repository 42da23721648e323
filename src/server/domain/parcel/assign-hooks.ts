// Engine hooks of wl_order_assign: an assignment gives a parcel to a courier (sys_user roleType 1)
// for pickup (parcel in state 10) or dispatch (state 70), and sets the parcel's pickup or dispatch
// courier in the same transaction, as an edit of the parcel through the write pipeline
// (engine/crud/side-writes.ts: version bumped, its sys_data_log row, the parcel's plugins and pushes).
// Anything else is a 422 and nothing is written. An edit that changes the courier, the type or the
// parcel is checked and applied the same way.
import type { Ctx } from '../../engine/crud/context.ts';
import type { EntityHooks, Rec } from '../../engine/crud/hooks.ts';
import { sideEdit, type SideDeps } from '../../engine/crud/side-writes.ts';
import type { Db } from '../../engine/db/database.ts';
import { nowText } from '../../engine/db/time.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { PARCEL } from './parcel-hooks.ts';

export const ASSIGN = 'wl_order_assign';
/** user_role_type: courier. */
export const COURIER = 1;
/** order_assign_type value -> the parcel state it needs and the parcel field (and column) it sets. */
export const ASSIGN_TYPES: Record<number, { state: number; field: string; column: string; zh: string; en: string }> = {
  0: { state: 10, field: 'pickupCourierId', column: 'pickup_courier_id', zh: '揽件', en: 'pickup' },
  1: { state: 70, field: 'dispatchCourierId', column: 'dispatch_courier_id', zh: '派件', en: 'dispatch' },
};

export const NOT_COURIER = t(
  '只能分配给快递员（用户类型为快递员）',
  'Only a courier (user role type Courier) can be assigned',
);

function wrongState(type: { state: number; zh: string; en: string }, state: unknown) {
  return new HttpError(
    422,
    t(
      `订单当前状态为 ${String(state)}，不能分配${type.zh}（需处于状态 ${type.state}）`,
      `The order is in state ${String(state)}; a ${type.en} assignment needs state ${type.state}`,
    ),
  );
}

/** Check the courier and the parcel's state, then set the parcel's courier (an edit of the parcel). */
async function apply(trx: Db, ctx: Ctx, deps: SideDeps, row: Rec): Promise<void> {
  const type = ASSIGN_TYPES[Number(row.assign_type)];
  if (!type) throw new HttpError(422, t('未知的分配类型', 'Unknown assignment type'));
  const user = await trx
    .selectFrom('sys_user')
    .select('role_type')
    .where('id', '=', String(row.courier_id))
    .executeTakeFirst();
  if (!user || Number(user.role_type) !== COURIER) throw new HttpError(422, NOT_COURIER);
  const parcel = await trx
    .selectFrom(PARCEL)
    .select(['order_state', 'version', type.column])
    .where('id', '=', String(row.parcel_order_id))
    .where('tenant_id', '=', ctx.tenantId)
    .executeTakeFirst();
  if (!parcel) throw new HttpError(422, t('快递订单不存在', 'The parcel order does not exist'));
  if ((parcel as Rec)[type.column] === row.courier_id) return; // already this courier's
  if (Number(parcel.order_state) !== type.state) throw wrongState(type, parcel.order_state);
  await sideEdit(trx, ctx, deps, PARCEL, String(row.parcel_order_id), { [type.field]: row.courier_id });
}

/** The hooks, given the entity models and plugins (the parcel is written through its own). */
export function assignHooks(deps: SideDeps): EntityHooks {
  return {
    async beforeInsert(trx, ctx, row) {
      row.assign_time = nowText();
      row.operator_id = ctx.user.id;
      await apply(trx, ctx, deps, row);
    },
    async afterWrite(trx, ctx, id, _extras, op) {
      if (op !== 'edit') return; // beforeInsert did it
      const row = await trx.selectFrom(ASSIGN).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await apply(trx, ctx, deps, row);
    },
  };
}
