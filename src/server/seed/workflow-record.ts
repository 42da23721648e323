// One record of an `x-states` entity written as if it had been added and then moved by its
// actions: the path to its state (timeline.ts), a hook per step that sets what the step sets (the
// transition's required fields and anything the domain derives), the record with its final state,
// version and last change, and one sys_state_log row per step.
import type { StateTransition } from '../../../runtime/core/registry.ts';
import { initialState } from '../../../runtime/core/states.ts';
import type { Rec } from '../engine/crud/records.ts';
import { valueFor } from './fill.ts';
import { targetState, timedPath, type StatePlan, type Step } from './timeline.ts';
import type { SeedWriter } from './writer.ts';

export interface WorkflowRecord {
  entity: string;
  body: Rec;
  at: Date;
  now: Date;
  /** The state to reach; else one that fits the record's age (plan). */
  target?: string | number;
  plan?: StatePlan;
  /** Usernames doing the steps. */
  actors: string[];
  createdBy?: string;
  /** Sets what the step sets on the body (and server values); returns the step's note. */
  step?: (t: StateTransition, at: Date, body: Rec, server: Rec) => string | undefined;
  server?: Rec;
}

export interface Written {
  id: string;
  state: string | number;
  steps: Step[];
}

export function writeWorkflowRecord(w: SeedWriter, r: WorkflowRecord): Written {
  const model = w.model(r.entity);
  const entity = model.entity;
  const field = entity.states!.field;
  const start = initialState(entity)!;
  const target = r.target ?? targetState(entity, r.plan ?? { finals: [] }, w.rng, r.at, r.now);
  const steps = timedPath(entity, target, w.rng, r.at, r.now);
  const body = r.body;
  const server: Rec = { ...r.server };
  const notes = steps.map((s) => {
    const note = r.step?.(s.transition, s.at, body, server);
    for (const name of s.transition.requires ?? []) {
      if (body[name] === undefined || body[name] === null || body[name] === '') {
        body[name] = valueFor(model.fields.get(name)!, w);
      }
    }
    return note;
  });
  const state = steps.length ? steps[steps.length - 1].transition.to : start;
  body[field] = state;
  const last = steps[steps.length - 1];
  const id = w.add(
    r.entity,
    body,
    {
      at: r.at,
      by: r.createdBy ?? w.rng.pick(r.actors),
      version: 1 + steps.length,
      ...(last ? { updatedAt: last.at, updatedBy: w.rng.pick(r.actors) } : {}),
    },
    server,
  );
  let from: unknown = start;
  steps.forEach((s, k) => {
    w.stateLog(
      r.entity,
      id,
      field,
      from,
      s.transition.to,
      s.transition.name,
      { at: s.at, by: w.rng.pick(r.actors) },
      notes[k],
    );
    from = s.transition.to;
  });
  return { id, state, steps };
}
