// wl_customer_address: a customer has at most ONE default address. Writing an address marked default
// (its own add/edit, or a row of the customer's address table saved with the customer form, which goes
// through the same child write path) clears the flag on the customer's other addresses in the same
// transaction, so the last address set as default wins and the rule holds whatever the client sends.
import type { Db } from '../../engine/db/database.ts';
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { nowText } from '../../engine/db/time.ts';

export const ADDRESS_ENTITY = 'wl_customer_address';

/**
 * Per transaction, the addresses an earlier hook of the same write cleared. The rows of one add are
 * inserted together before their hooks run, so a row sent as default may already have been cleared
 * by an earlier row's hook: it takes the flag back (the last row sent as default wins, as with edits).
 */
const clearedIn = new WeakMap<object, Set<string>>();

export function defaultAddressHooks(model: EntityModel): EntityHooks | undefined {
  const customer = model.fields.get('customerId');
  const flag = model.fields.get('isDefault');
  if (!customer || !flag) return undefined;
  const yes = flag.codec.toDb(true);
  const no = flag.codec.toDb(false);
  const isYes = (v: unknown) => v === yes || v === true || v === 1 || v === '1';
  return {
    async afterWrite(trx: Db, ctx, id, _extras, op) {
      const row = (await trx
        .selectFrom(model.table)
        .select([`${customer.column} as customerId`, `${flag.column} as isDefault`])
        .where('id', '=', id)
        .executeTakeFirst()) as { customerId: string | null; isDefault: unknown } | undefined;
      if (!row?.customerId) return;
      const cleared = clearedIn.get(trx) ?? new Set<string>();
      const stamp = { update_by: ctx.user.username, update_time: nowText() };
      if (!isYes(row.isDefault)) {
        if (op !== 'add' || !cleared.has(id)) return;
        await trx
          .updateTable(model.table)
          .set({ [flag.column]: yes, ...stamp })
          .where('id', '=', id)
          .execute();
      }
      const others = (await trx
        .selectFrom(model.table)
        .select('id')
        .where(customer.column, '=', row.customerId)
        .where(flag.column, '=', yes)
        .where('id', '!=', id)
        .execute()) as { id: string }[];
      if (!others.length) return;
      const ids = others.map((o) => o.id);
      await trx
        .updateTable(model.table)
        .set({ [flag.column]: no, ...stamp })
        .where('id', 'in', ids)
        .execute();
      for (const other of ids) cleared.add(other);
      clearedIn.set(trx, cleared);
    },
  };
}
