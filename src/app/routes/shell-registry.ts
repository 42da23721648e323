// The generated entity registry loads with the signed-in shell (guarded-shell.tsx), not with the
// sign-in page. The data provider, created before it, reads it through shellRegistry(); main.tsx
// waits for it (onShellLoad) to fetch what only the shell uses, such as the menu icons.
import type { Registry } from '../../../runtime/core/registry.ts';

let loaded: Registry | undefined;
const waiting: (() => void)[] = [];

export function provideShellRegistry(registry: Registry): void {
  loaded = registry;
  for (const listener of waiting.splice(0)) listener();
}

export function shellRegistry(): Registry {
  if (!loaded) throw new Error('The entity registry loads with the signed-in shell and is not loaded yet');
  return loaded;
}

/** Runs the listener once the shell's chunk has loaded (at once when it already has). */
export function onShellLoad(listener: () => void): void {
  if (loaded) listener();
  else waiting.push(listener);
}
