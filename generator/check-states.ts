// Workflow checks across files: when the status field has a dictionary, every state an x-states
// transition names (from, to) and the state a new record starts in (the status field's default) must
// be one of its codes, else the transition can never run or a record starts outside the workflow.
import { sameState } from '../runtime/core/states.ts';
import type { DictDef, EntityDef } from '../runtime/core/registry.ts';
import type { SchemaProblem } from './load.ts';

export function checkStates(
  file: string,
  entity: EntityDef,
  dicts: Record<string, DictDef>,
  invalidDicts: ReadonlySet<string>,
  problems: SchemaProblem[],
): void {
  const states = entity.states;
  const field = states && entity.fields.find((f) => f.name === states.field);
  if (!states || !field) return;
  if (!field.dict) return; // free values: nothing to check them against
  const dict = dicts[field.dict];
  if (!dict || invalidDicts.has(field.dict)) return; // reported as an unknown or invalid dictionary
  const codes = dict.items.map((it) => JSON.stringify(it.value)).join(', ');
  const check = (pointer: string, value: unknown, what: string) => {
    if (!dict.items.some((it) => sameState(it.value, value)))
      problems.push({
        file,
        pointer,
        message: `${what} ${JSON.stringify(value)} is not a code of dictionary "${dict.code}" (${codes})`,
      });
  };
  states.transitions.forEach((t, i) => {
    t.from.forEach((v, j) => check(`/x-states/transitions/${i}/from/${j}`, v, 'state'));
    check(`/x-states/transitions/${i}/to`, t.to, 'state');
  });
  if (field.default !== undefined)
    check(`/properties/${field.name}/default`, field.default, 'the initial state (the default)');
}
