// The parcel side of the logistics domain (README.md): payment state derivation, order assignment,
// and what the parcel workflow's transitions write (storage logs, site fees). Register after the
// sys hooks and before registerCrudRoutes, which reads the hooks.
import type { CrudDeps } from '../crud/context.ts';
import { addHooks } from '../crud/hook-chain.ts';
import type { EntityHooks } from '../crud/hooks.ts';
import { ASSIGN, assignHooks } from './assign-hooks.ts';
import { PARCEL, parcelPaymentHooks } from './parcel-hooks.ts';
import { transitionEffects } from './transition-effects.ts';

export function registerParcel(deps: CrudDeps & { hooks: Map<string, EntityHooks> }): void {
  if (!deps.models.has(PARCEL)) return;
  addHooks(deps.hooks, PARCEL, parcelPaymentHooks);
  addHooks(deps.hooks, PARCEL, transitionEffects(deps.models));
  if (deps.models.has(ASSIGN)) addHooks(deps.hooks, ASSIGN, assignHooks(deps.models.get(PARCEL)!));
}
