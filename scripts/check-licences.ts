// Fails when a production dependency (transitively, as installed in node_modules) declares a licence
// outside the allow-list of scripts/lib/licences.ts (issue 12 item 6; run by npm test). `--list`
// prints every package with its licence; the summary counts packages per licence.
import { resolve } from 'node:path';
import { licenceAllowed, productionPackages, REVIEWED } from './lib/licences.ts';

const root = resolve(import.meta.dirname, '..');
const packages = productionPackages(root);
if (process.argv.includes('--list')) {
  for (const p of packages) console.log(`${p.name}@${p.version}\t${p.licence}\t${p.path}`);
}
const counts = new Map<string, number>();
for (const p of packages) counts.set(p.licence, (counts.get(p.licence) ?? 0) + 1);
const refused = packages.filter((p) => !licenceAllowed(p.licence) && !REVIEWED[`${p.name}@${p.version}`]);
for (const p of packages) {
  const why = REVIEWED[`${p.name}@${p.version}`];
  if (why && !licenceAllowed(p.licence)) console.log(`Reviewed by hand: ${p.name}@${p.version} (${p.licence}): ${why}`);
}
console.log(
  `Licences of ${packages.length} production packages: ${[...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([l, n]) => `${l} ${n}`)
    .join(', ')}`,
);
if (refused.length) {
  console.error(
    `Licences outside the allow-list:\n${refused.map((p) => `  ${p.name}@${p.version} (${p.path}): ${p.licence}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('Licences: ok');
