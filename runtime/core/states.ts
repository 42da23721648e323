// Pure rules of an `x-states` workflow (docs/decisions.md#6-status-workflows), shared by the server's action route and
// any client that wants to offer only the transitions a record can take.
import { fieldByName, permissionCode, type EntityDef, type StateTransition, type StatesDef } from './registry.ts';

/** State values are compared as text: a stored 10 and a declared '10' are the same state. */
export function sameState(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return a === b;
  return String(a) === String(b);
}

/**
 * The state a new record starts in: the status field's schema `default` when it has one, else the
 * first `from` of the first transition.
 */
export function initialState(entity: EntityDef): string | number | undefined {
  const states = entity.states;
  if (!states) return undefined;
  const def = fieldByName(entity, states.field)?.default;
  if (def !== undefined && typeof def !== 'boolean') return def;
  return states.transitions[0]?.from[0];
}

/**
 * The transitions the engine carries out: its action routes, the list's buttons, the generated
 * clients and their permission codes. None when a module moves the status on routes of its own
 * (`x-states.routes: false`); the history still names and labels that module's moves.
 */
export function engineTransitions(entity: EntityDef): StateTransition[] {
  return entity.states && entity.states.routes !== false ? entity.states.transitions : [];
}

export function transitionOf(states: StatesDef, name: string): StateTransition | undefined {
  return states.transitions.find((t) => t.name === name);
}

/** May a record in state `current` take this transition? */
export function canTake(transition: StateTransition, current: unknown): boolean {
  return transition.from.some((s) => sameState(s, current));
}

/** The transitions a record in state `current` may take, in declaration order. */
export function transitionsFrom(states: StatesDef, current: unknown): StateTransition[] {
  return states.transitions.filter((t) => canTake(t, current));
}

/** Is a required value missing (absent, null, or blank text)? */
export function isEmptyValue(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** The transition's `requires` fields that are empty in the merged values (sent over stored). */
export function missingRequires(transition: StateTransition, values: Record<string, unknown>): string[] {
  return (transition.requires ?? []).filter((name) => isEmptyValue(values[name]));
}

/** The permission code a transition needs: its own, else `<entity permission>:<name>`. */
export function transitionPermission(entity: EntityDef, transition: StateTransition): string {
  return transition.permission ?? permissionCode(entity, transition.name);
}

/** The transition's `verifies` fields that were not typed (absent, null or blank). */
export function missingVerifies(transition: StateTransition, sent: Record<string, unknown>): string[] {
  return (transition.verifies ?? []).filter((name) => isEmptyValue(sent[name]));
}

/**
 * Does a typed value match the stored one? Compared as text with surrounding blanks ignored; a
 * stored value that is empty matches nothing (there is nothing to check against).
 */
export function verifiedValueMatches(typed: unknown, stored: unknown): boolean {
  if (isEmptyValue(typed) || isEmptyValue(stored)) return false;
  return String(typed).trim() === String(stored).trim();
}
