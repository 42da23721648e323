// Engine hooks of wl_parcel_order: the payment state and the uncollected amount are derived by the
// server on add, Excel import (beforeInsert) and edit (afterWrite), whatever the client sent (both
// fields are readOnly in the schema, so the generic write ignores them anyway).
import type { EntityHooks, Rec } from '../../engine/crud/hooks.ts';
import { paymentOf } from './payment.ts';

export const PARCEL = 'wl_parcel_order';

function derived(row: Rec): { payment_state: number; uncollected_price: number } {
  const { state, uncollected } = paymentOf(Number(row.price ?? 0), Number(row.received_price ?? 0));
  return { payment_state: state, uncollected_price: uncollected };
}

export const parcelPaymentHooks: EntityHooks = {
  async beforeInsert(_trx, _ctx, row) {
    Object.assign(row, derived(row));
  },
  async afterWrite(trx, _ctx, id, _extras, op) {
    if (op !== 'edit') return; // beforeInsert did it
    const row = await trx
      .selectFrom(PARCEL)
      .select(['price', 'received_price'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await trx.updateTable(PARCEL).set(derived(row)).where('id', '=', id).execute();
  },
};
