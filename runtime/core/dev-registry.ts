// Under `npm run dev` only (dev/README.md, "The registry the page holds"): which version of the
// generated registry a page holds and which one the answering app was built on, so the SPA never
// resolves the server's menus against an older registry. The dev server marks each registry module it
// serves (dev/spa.ts) and each API answer (dev/app-slot.ts); a production build has neither.
import type { Registry } from './registry.ts';

/** Response header of every API answer under `npm run dev`: the version of the app's registry. */
export const DEV_REGISTRY_HEADER = 'x-dev-registry';

/** HMR event the page sends when an answer came from a newer registry than its own. */
export const DEV_REGISTRY_STALE_EVENT = 'dev:registry-stale';

/** Key (Symbol.for) of the version the dev server attaches to the registry module it serves. */
export const DEV_REGISTRY_VERSION_KEY = 'dev.registryVersion';

/** The version of this registry object as the dev server served it (undefined outside `npm run dev`). */
export function devRegistryVersion(registry: Registry): string | undefined {
  const version = (registry as unknown as Record<symbol, unknown>)[Symbol.for(DEV_REGISTRY_VERSION_KEY)];
  return typeof version === 'string' ? version : undefined;
}
