// Declared indexes of an entity file (`x-entity.unique` and `x-entity.indexes`): normalise the short
// form (a list of field names) to {columns, unique?, name?} and refuse unknown fields, a column set
// declared twice and a name used twice, each with the file and the JSON pointer.
import type { IndexDef } from '../runtime/core/registry.ts';
import type { SchemaProblem } from './load.ts';

type Decl = string[] | IndexDef;

export function declaredIndexes(
  file: string,
  x: { unique?: string[][]; indexes?: Decl[] },
  fieldNames: Set<string>,
  problems: SchemaProblem[],
): IndexDef[] {
  const indexes = (x.indexes ?? []).map((d): IndexDef => (Array.isArray(d) ? { columns: d } : d));
  const all = [
    ...(x.unique ?? []).map((columns, i) => ({
      def: { columns, unique: true } as IndexDef,
      at: `/x-entity/unique/${i}`,
    })),
    ...indexes.map((def, i) => ({
      def,
      at: `/x-entity/indexes/${i}${Array.isArray(x.indexes![i]) ? '' : '/columns'}`,
    })),
  ];
  const seenColumns = new Map<string, string>();
  const seenNames = new Map<string, string>();
  for (const { def, at } of all) {
    def.columns.forEach((n, j) => {
      if (!fieldNames.has(n)) problems.push({ file, pointer: `${at}/${j}`, message: `unknown field "${n}"` });
    });
    const key = def.columns.join(',');
    const first = seenColumns.get(key);
    if (first !== undefined) {
      problems.push({
        file,
        pointer: at,
        message: `duplicate index on (${def.columns.join(', ')}): already declared at ${first}`,
      });
    } else seenColumns.set(key, at);
    if (def.name !== undefined) {
      const named = seenNames.get(def.name);
      if (named !== undefined)
        problems.push({
          file,
          pointer: at.replace(/\/columns$/, '/name'),
          message: `duplicate index name "${def.name}": already used at ${named}`,
        });
      else seenNames.set(def.name, at);
    }
  }
  return indexes;
}
