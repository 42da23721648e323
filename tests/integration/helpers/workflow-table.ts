// A table-driven check of any x-states workflow of the generated registry (used by
// transport-workflows.test.ts): records are sample rows added by the admin (helpers/sample-rows.ts)
// and then placed straight in a state in the table (fixture data, no action, no history); actions
// go through POST {api}/action/{name} like the UI's.
import { expect } from 'vitest';
import type { EntityDef, StateTransition } from '../../../runtime/core/registry.ts';
import { registry } from '../../../src/generated/registry.ts';
import { sampleRow } from './sample-rows.ts';
import type { TestApp } from './test-app.ts';

export { dataLogCount, expectOneStep, stateLogs } from './workflow.ts';

type Headers = Record<string, string>;
export type Row = Record<string, unknown>;

/** Columns every successful action changes besides the status and the sent fields. */
export const ENGINE_COLUMNS = ['update_by', 'update_time', 'version'];

export interface Workflow {
  entity: EntityDef;
  transitions: StateTransition[];
  /** Every code of the status dictionary. */
  states: number[];
  stateColumn: string;
}

export function workflowOf(name: string): Workflow {
  const entity = registry.entities[name];
  const states = entity.states!;
  const field = entity.fields.find((f) => f.name === states.field)!;
  return {
    entity,
    transitions: states.transitions,
    states: registry.dicts[field.dict!].items.map((i) => Number(i.value)),
    stateColumn: field.column,
  };
}

export const columnOf = (w: Workflow, field: string) => w.entity.fields.find((f) => f.name === field)!.column;

/** Every (transition, from) pair the workflow allows. */
export function allowedMoves(w: Workflow): { tr: StateTransition; from: number }[] {
  return w.transitions.flatMap((tr) => tr.from.map((from) => ({ tr, from: Number(from) })));
}

export async function stored(t: TestApp, w: Workflow, id: string): Promise<Row> {
  return (await t.db.selectFrom(w.entity.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
}

/** A sample record added through the API, then put in `state` straight in the table (fixture data). */
export async function recordIn(t: TestApp, w: Workflow, state: number): Promise<string> {
  const row = await sampleRow(t, w.entity);
  await t.db
    .updateTable(w.entity.table)
    .set({ [w.stateColumn]: state })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}

export function changedColumns(before: Row, after: Row): string[] {
  return Object.keys(after)
    .filter((k) => String(before[k]) !== String(after[k]))
    .sort();
}

/** One action on the record at its stored version. */
export async function act(t: TestApp, w: Workflow, name: string, id: string, extra: Row = {}, headers: Headers = {}) {
  const row = await stored(t, w, id);
  return t.post<Row>(`${w.entity.api}/action/${name}`, { id, version: Number(row.version), ...extra }, headers);
}

/** Values for a transition's required fields from `values`, checked to be there. */
export function requiredOf(tr: StateTransition, values: Row): Row {
  const out: Row = {};
  for (const f of tr.requires ?? []) {
    expect(values[f], `a value for ${f}`).toBeDefined();
    out[f] = values[f];
  }
  return out;
}
