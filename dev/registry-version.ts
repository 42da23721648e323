// The version of a generated registry.ts: a hash of its text. The dev server marks the registry module
// Vite serves with it (spa.ts) and every API answer with the version its app was built on
// (app-slot.ts), so the page can tell that its registry is older than the app's (README.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function registryVersion(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 16);
}

/** The version of <outDir>/registry.ts as it is on disk now. */
export function registryFileVersion(outDir: string): string {
  return registryVersion(readFileSync(join(outDir, 'registry.ts'), 'utf8'));
}
