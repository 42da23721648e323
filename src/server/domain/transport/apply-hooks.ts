// wl_transport_apply (docs/decisions.md#11-other-workflows: wait 0 -> confirm 1 | reject 2, reject with a reason): confirming or
// rejecting records who handled it and when in operateBy/operateTime (read-only fields), in the
// action's transaction.
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { nowText } from '../../engine/db/time.ts';
import { col, modelOf, type Models } from './columns.ts';

export const APPLY = 'wl_transport_apply';

export function applyHooks(models: Models): EntityHooks {
  return {
    async afterTransition(trx, ctx, change) {
      await trx
        .updateTable(modelOf(models, APPLY).table)
        .set({ [col(models, APPLY, 'operateBy')]: ctx.user.username, [col(models, APPLY, 'operateTime')]: nowText() })
        .where('id', '=', change.id)
        .execute();
    },
  };
}
