// References (x-ref) the screens could not label: the list, the form's select and the detail tables
// show a reference by its target's label field, read through the target's list (`<field>_dictText`);
// a secret label field never leaves the server, so every such reference would show a raw id.
import type { EntityDef } from '../runtime/core/registry.ts';
import type { SchemaProblem } from './load.ts';

export function checkRefLabels(
  file: string,
  entity: EntityDef,
  entities: Record<string, EntityDef>,
  problems: SchemaProblem[],
): void {
  for (const f of entity.fields) {
    const label = f.ref && entities[f.ref.entity]?.fields.find((t) => t.name === f.ref!.label);
    if (label?.secret)
      problems.push({
        file,
        pointer: `/properties/${f.name}/x-ref/label`,
        message: `"${label.name}" of entity "${f.ref!.entity}" is secret and never sent, so it cannot label the reference; pick a field the list shows`,
      });
  }
}
