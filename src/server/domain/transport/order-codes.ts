// A freight order's pickup and unload codes belong to the order: generated when it is created (add
// and Excel import, both run beforeInsert) unless the office typed one, shown to office staff in the
// order form, given to the shipper and the consignee. The driver types the code he is told at pickup
// or unloading; the workflow's `verifies` (schemas/logistics/wl_order.json, applyLoading and
// applyUnloading) checks it against the stored one and never replaces it.
import { randomInt } from 'node:crypto';
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { col, type Models } from './columns.ts';

export const ORDER = 'wl_order';
export const CODE_FIELDS = ['pickupCode', 'unloadCode'] as const;
const CODE_DIGITS = 6;

/** A random code of six digits (leading zeros kept), from the operating system's CSPRNG. */
export function newOrderCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

export function orderCodeHooks(models: Models): EntityHooks {
  const columns = CODE_FIELDS.map((f) => col(models, ORDER, f));
  return {
    async beforeInsert(_trx, _ctx, row) {
      for (const c of columns) {
        const v = row[c];
        if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) row[c] = newOrderCode();
      }
    },
  };
}
