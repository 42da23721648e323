// Fails when an import breaks the dependency arrows of docs/architecture.md#layers-and-dependency-arrows (run by npm test).
import { resolve } from 'node:path';
import { checkTree } from './lib/import-rules.ts';

const root = resolve(import.meta.dirname, '..');
const violations = checkTree(root);
if (violations.length) {
  console.error(
    `Import rule violations:\n${violations.map((v) => `  ${v.file} -> ${v.target}: ${v.message}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('Import rules: ok');
