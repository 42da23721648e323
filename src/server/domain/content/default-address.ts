// wl_customer_address: a customer has at most ONE default address. Writing an address marked default
// (its own add/edit, or a row of the customer's address table saved with the customer form, which goes
// through the same child write path) clears the flag on the customer's other addresses in the same
// transaction, so the last address set as default wins and the rule holds whatever the client sends.
// Each cleared address is an edit through the write pipeline (engine/crud/side-writes.ts): its version
// is bumped and it gets its own sys_data_log row with the old row.
import type { Db } from '../../engine/db/database.ts';
import type { EntityHooks, Rec } from '../../engine/crud/hooks.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { sideEdit, type SideDeps } from '../../engine/crud/side-writes.ts';

export const ADDRESS_ENTITY = 'wl_customer_address';

/**
 * Per transaction, the addresses whose write has passed its checks but not yet been written (a
 * master-detail save checks every row before writing any), with the values that write will set, and
 * per customer the last of them sent as default. A later row sent as default clears the flag in the
 * earlier one's pending values instead of editing it twice (a second edit would bump the version the
 * row's own write is made under); only that last one can still hold the flag, so this is one lookup.
 */
interface Pending {
  customerId: unknown;
  values: Rec;
}
interface Written {
  pending: Map<string, Pending>;
  lastDefault: Map<unknown, Pending>;
}
const writtenIn = new WeakMap<object, Written>();

function stateOf(trx: Db): Written {
  let w = writtenIn.get(trx);
  if (!w) writtenIn.set(trx, (w = { pending: new Map(), lastDefault: new Map() }));
  return w;
}

export function defaultAddressHooks(model: EntityModel, deps: SideDeps): EntityHooks | undefined {
  const customer = model.fields.get('customerId');
  const flag = model.fields.get('isDefault');
  if (!customer || !flag) return undefined;
  const yes = flag.codec.toDb(true);
  const no = flag.codec.toDb(false);
  const isYes = (v: unknown) => v === yes || v === true || v === 1 || v === '1';
  return {
    async beforeWrite(trx, _ctx, change) {
      const customerId = 'customerId' in change.values ? change.values.customerId : change.before?.customerId;
      const { pending, lastDefault } = stateOf(trx);
      const entry: Pending = { customerId, values: change.values };
      if (isYes(change.values.isDefault) && customerId) {
        // The last row sent as default wins: the earlier one of this write gives it up.
        const earlier = lastDefault.get(customerId);
        if (earlier && isYes(earlier.values.isDefault)) earlier.values.isDefault = no;
        lastDefault.set(customerId, entry);
      }
      pending.set(change.id, entry);
    },
    async afterWrite(trx: Db, ctx, id) {
      const { pending } = stateOf(trx);
      pending.delete(id);
      const row = (await trx
        .selectFrom(model.table)
        .select([`${customer.column} as customerId`, `${flag.column} as isDefault`])
        .where('id', '=', id)
        .executeTakeFirst()) as { customerId: string | null; isDefault: unknown } | undefined;
      if (!row?.customerId || !isYes(row.isDefault)) return;
      const others = (await trx
        .selectFrom(model.table)
        .select('id')
        .where(customer.column, '=', row.customerId)
        .where(flag.column, '=', yes)
        .where('id', '!=', id)
        .execute()) as { id: string }[];
      for (const { id: other } of others) {
        const waiting = pending.get(other);
        // Written later in this transaction: its own write clears the flag (and logs it).
        if (waiting) waiting.values.isDefault = no;
        else await sideEdit(trx, ctx, deps, ADDRESS_ENTITY, other, { isDefault: false });
      }
    },
  };
}
