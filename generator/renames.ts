// `"x-renamed-from": "<old field name>"` on a property: the migration renames the old column to the
// new one (data kept, indexes followed) instead of dropping one and adding the other.
import { snakeCase } from './build-registry.ts';
import type { ColumnRename } from './emit/migration-diff.ts';
import { SchemaError, type LoadedSchemas } from './load.ts';

export function renamesOf(loaded: LoadedSchemas): ColumnRename[] {
  const renames: ColumnRename[] = [];
  const problems = [];
  for (const { file, data } of loaded.entities) {
    const { table, permission } = data['x-entity'] as { table: string; permission: string };
    const props = data.properties as Record<string, { 'x-renamed-from'?: string }>;
    for (const [name, prop] of Object.entries(props)) {
      const from = prop['x-renamed-from'];
      if (from === undefined) continue;
      const pointer = `/properties/${name}/x-renamed-from`;
      if (from === name || props[from]) {
        problems.push({ file, pointer, message: `"${from}" is still a field of this entity: a rename needs it gone` });
        continue;
      }
      renames.push({ table, from: snakeCase(from), to: snakeCase(name), fields: { permission, from, to: name } });
    }
  }
  if (problems.length) throw new SchemaError(problems);
  return renames;
}
