// Fails when an import breaks the dependency arrows of docs/architecture.md#layers-and-dependency-arrows, or when
// server folders import each other in a cycle (run by npm test).
import { resolve } from 'node:path';
import { checkTree } from './lib/import-rules.ts';

const root = resolve(import.meta.dirname, '..');
const { violations, cycles } = checkTree(root);
if (violations.length) {
  console.error(
    `Import rule violations:\n${violations.map((v) => `  ${v.file} -> ${v.target}: ${v.message}`).join('\n')}`,
  );
}
for (const c of cycles) {
  console.error(
    `Import cycle between server folders ${c.folders.join(', ')} (docs/architecture.md#layers-and-dependency-arrows); ` +
      `one loop: ${c.loop.join(' -> ')}, through:\n` +
      c.imports.map((i) => `  ${i.file} -> ${i.target}`).join('\n'),
  );
}
if (violations.length || cycles.length) process.exit(1);
console.log('Import rules: ok (no import cycle between server folders)');
