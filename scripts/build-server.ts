// npm run build:server (part of npm start): the production server in dist-server/, run with plain Node
// (scripts/lib/server-bundle.ts says what the bundle holds and why):
// - server.mjs: src/server/main.ts and everything it imports, one ES module (+ source map);
// - main.mjs: the entry npm start runs; it turns on V8's compile cache, imports server.mjs, starts it;
// - compile-cache/: that cache, filled here by importing server.mjs once (which runs module set-up
//   only: main.ts starts the server only as the program or when told), so that no start, the first
//   one included, parses the 5 MB bundle again (~90 ms of CPU and ~10 MB of memory at each start).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServer, ENTRY_SOURCE } from './lib/server-bundle.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'dist-server');
const t0 = performance.now();
rmSync(outDir, { recursive: true, force: true });
const { bytes } = await bundleServer({
  root,
  entry: 'src/server/main.ts',
  outfile: resolve(outDir, 'server.mjs'),
  // dist-server/server.mjs -> dist (src/server/main.ts says ../../dist under tsx).
  define: { SPA_DIR_FROM_MODULE: JSON.stringify('../dist') },
});
writeFileSync(resolve(outDir, 'main.mjs'), ENTRY_SOURCE);

// Fill the compile cache with this same Node (npm start's `node` is node_modules/.bin/node too).
const cacheDir = resolve(outDir, 'compile-cache');
const warm = spawnSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import { enableCompileCache, flushCompileCache } from 'node:module';
enableCompileCache(${JSON.stringify(cacheDir)});
await import(${JSON.stringify(pathToFileURL(resolve(outDir, 'server.mjs')).href)});
flushCompileCache();
process.exit(0);`,
  ],
  { cwd: root, encoding: 'utf8' },
);
if (warm.status !== 0) throw new Error(`filling the compile cache failed (${warm.status}): ${warm.stderr}`);
const cached = existsSync(cacheDir) ? readdirSync(cacheDir, { recursive: true }).length : 0;
if (!cached) throw new Error('filling the compile cache wrote nothing');
console.log(
  `Server bundle: dist-server/server.mjs (${(bytes / 1048576).toFixed(1)} MB with its source map), ` +
    `main.mjs and the compile cache, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
