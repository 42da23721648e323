// Fails when the JavaScript needed to render the sign-in page (300 KB gzip) or the first list page
// after sign-in (700 KB gzip) is over budget (issue 11 item 7). Run by npm test after `vite build`;
// reads dist/.vite/manifest.json. `tsx scripts/check-bundle-size.ts [distDir]`.
import { resolve } from 'node:path';
import { measureBuild, report } from './lib/bundle-size.ts';

const distDir = resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const sizes = measureBuild(distDir);
for (const size of sizes) console.log(report(size));
if (sizes.some((s) => s.total > s.limit)) {
  console.error('First-load budget exceeded: load the named chunks on demand (see tests/bench/README.md).');
  process.exit(1);
}
