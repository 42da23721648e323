// The transitions that take a new record of an `x-states` entity to a chosen state, read from the
// entity's own declaration (so every seeded history is a path the workflow engine would allow):
// a walk from the initial state that mostly moves closer to the target and now and then takes
// another allowed step (a rejected loading, a repair, a cancellation after the audit).
import type { EntityDef, StateTransition } from '../../../runtime/core/registry.ts';
import { initialState, sameState } from '../../../runtime/core/states.ts';
import type { Rng } from './prng.ts';

const key = (s: unknown) => String(s);

/** Steps from each state to the target (states that cannot reach it are absent). */
function distances(transitions: StateTransition[], target: unknown): Map<string, number> {
  const dist = new Map<string, number>([[key(target), 0]]);
  let frontier = [key(target)];
  while (frontier.length) {
    const next: string[] = [];
    for (const t of transitions) {
      const d = dist.get(key(t.to));
      if (d === undefined || !frontier.includes(key(t.to))) continue;
      for (const f of t.from) {
        if (!dist.has(key(f))) {
          dist.set(key(f), d + 1);
          next.push(key(f));
        }
      }
    }
    frontier = next;
  }
  return dist;
}

/** Every state a new record can reach, the initial one first. */
export function reachableStates(entity: EntityDef): (string | number)[] {
  const start = initialState(entity);
  if (start === undefined || !entity.states) return [];
  const seen = new Map<string, string | number>([[key(start), start]]);
  let frontier = [start];
  while (frontier.length) {
    const next: (string | number)[] = [];
    for (const s of frontier) {
      for (const t of entity.states.transitions) {
        if (t.from.some((f) => sameState(f, s)) && !seen.has(key(t.to))) {
          seen.set(key(t.to), t.to);
          next.push(t.to);
        }
      }
    }
    frontier = next;
  }
  return [...seen.values()];
}

/** A list of transitions from the initial state to `target`; [] when the record stays where it starts. */
export function pathTo(entity: EntityDef, target: string | number, rng: Rng, detour = 0.12): StateTransition[] {
  const transitions = entity.states?.transitions ?? [];
  const dist = distances(transitions, target);
  let state: unknown = initialState(entity);
  if (!dist.has(key(state))) throw new Error(`${entity.name}: state ${target} cannot be reached`);
  const path: StateTransition[] = [];
  while (!sameState(state, target)) {
    const here = dist.get(key(state))!;
    const out = transitions.filter((t) => t.from.some((f) => sameState(f, state)) && dist.has(key(t.to)));
    const progress = out.filter((t) => dist.get(key(t.to))! < here);
    const other = out.filter((t) => dist.get(key(t.to))! >= here && !sameState(t.to, state));
    const t = other.length && path.length < 12 && rng.chance(detour) ? rng.pick(other) : rng.pick(progress);
    path.push(t);
    state = t.to;
  }
  return path;
}
