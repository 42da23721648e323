// Fails when a file cites the design notes kept outside the repository, or cites a docs/ file or
// heading anchor that does not exist (scripts/lib/doc-links.ts; also run as a unit test).
import { resolve } from 'node:path';
import { checkDocLinks } from './lib/doc-links.ts';

const root = resolve(import.meta.dirname, '..');
const problems = checkDocLinks(root);
if (problems.length) {
  console.error(`Doc citation problems:\n${problems.map((p) => `  ${p.file}:${p.line}: ${p.message}`).join('\n')}`);
  process.exit(1);
}
console.log('Doc citations: ok');
