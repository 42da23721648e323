// `npm run gen` also formats the schema files (entities, dictionaries, reports, menus.json) with the
// repository's prettier config, so a file written by hand passes `prettier --check` (part of
// `npm test`) after the run a new schema needs anyway. Through the format cache: an unchanged file
// costs a hash. In --check mode nothing is written; the unformatted files are only listed.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatOutput } from './format-cache.ts';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_meta' ? [] : jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

/** Formats the schema files under schemasDir; returns those that were (or, with check, would be) rewritten. */
export async function formatSchemas(schemasDir: string, check: boolean): Promise<string[]> {
  const files = new Map(jsonFiles(schemasDir).map((path) => [path, readFileSync(path, 'utf8')]));
  const original = new Map(files);
  await formatOutput(files);
  const changed = [...files].filter(([path, text]) => original.get(path) !== text);
  if (!check) for (const [path, text] of changed) writeFileSync(path, text);
  return changed.map(([path]) => relative(schemasDir, path).split('\\').join('/'));
}
