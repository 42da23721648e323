// wl_transport_apply (docs/decisions.md#11-other-workflows: wait 0 -> confirm 1 | reject 2, reject with a reason): confirming or
// rejecting records who handled it and when in operateBy/operateTime (read-only fields), written and
// logged with the move itself (the engine's transitionValues point, engine/crud/hooks.ts).
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { nowText } from '../../engine/db/time.ts';

export const APPLY = 'wl_transport_apply';

export function applyHooks(): EntityHooks {
  return {
    transitionValues(ctx) {
      return { operateBy: ctx.user.username, operateTime: nowText() };
    },
  };
}
