// The parcel side of the logistics domain (README.md): payment state derivation, order assignment,
// and what the parcel workflow's transitions write (storage logs, site fees). Register after the
// sys hooks and before registerCrudRoutes, which reads the hooks.
import type { CrudDeps } from '../../engine/crud/context.ts';
import type { Extensions } from '../../engine/crud/extensions.ts';
import { ASSIGN, assignHooks } from './assign-hooks.ts';
import { PARCEL, parcelPaymentHooks } from './parcel-hooks.ts';
import { transitionEffects } from './transition-effects.ts';

export function registerParcel(deps: CrudDeps & { extensions: Extensions }): void {
  if (!deps.models.has(PARCEL)) return;
  // Payment state first, then what transitions write ('parcel.payment' < 'parcel.transitions').
  deps.extensions.add(
    { module: 'parcel.payment', entity: PARCEL, ...parcelPaymentHooks },
    { module: 'parcel.transitions', entity: PARCEL, ...transitionEffects(deps) },
  );
  if (deps.models.has(ASSIGN)) {
    deps.extensions.add({ module: 'parcel', entity: ASSIGN, ...assignHooks(deps) });
  }
}
