// Fails when the JavaScript needed to render the sign-in page (300 KB gzip) or the first list page
// after sign-in (700 KB gzip) is over budget (issue 11 item 7). Run by npm test after `vite build`;
// reads dist/.vite/manifest.json. `tsx scripts/check-bundle-size.ts [distDir] [--json]`; with --json
// it prints the measured pages (name, limit, total, files) for tests/e2e/first-load.e2e.ts.
import { resolve } from 'node:path';
import { measureBuild, report } from './lib/bundle-size.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const distDir = resolve(import.meta.dirname, '..', args.find((a) => !a.startsWith('--')) ?? 'dist');
const sizes = measureBuild(distDir);
if (json) console.log(JSON.stringify(sizes));
else for (const size of sizes) console.log(report(size));
if (sizes.some((s) => s.total > s.limit)) {
  console.error('First-load budget exceeded: load the named chunks on demand (see tests/bench/README.md).');
  process.exit(1);
}
