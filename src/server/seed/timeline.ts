// When things happen: creation times over the last N days (busier lately, on working hours, fewer
// on Sundays), a target state by the record's age (old records are mostly finished), and the times
// of a record's transitions between its creation and now.
import type { EntityDef, StateTransition } from '../../../runtime/core/registry.ts';
import { initialState, sameState } from '../../../runtime/core/states.ts';
import type { Rng } from './prng.ts';
import { pathTo, reachableStates } from './workflow.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function createdAt(rng: Rng, now: Date, days: number): Date {
  for (;;) {
    // Linear growth: recent days hold up to twice the orders of the oldest.
    const u = rng.next();
    const back = (days - 1) * (1 - (Math.sqrt(1 + 3 * u) - 1)); // today is day 0: `days` calendar days
    const day = new Date(now.getTime() - back * DAY);
    if (day.getDay() === 0 && rng.chance(0.4)) continue;
    const d = new Date(
      day.getFullYear(),
      day.getMonth(),
      day.getDate(),
      rng.int(7, 20),
      rng.int(0, 59),
      rng.int(0, 59),
    );
    if (d.getTime() < now.getTime() - 60_000) return d;
  }
}

export interface StatePlan {
  /** Final states with their weights (finished business: completed, cancelled, rejected). */
  finals: [string | number, number][];
}

/** The state a record created at `at` is in now: old records mostly finished, new ones in progress. */
export function targetState(entity: EntityDef, plan: StatePlan, rng: Rng, at: Date, now: Date): string | number {
  const age = (now.getTime() - at.getTime()) / DAY;
  const pFinal = age > 7 ? 0.95 : age > 2 ? 0.6 : age > 0.5 ? 0.25 : 0.08;
  if (rng.chance(pFinal)) return rng.weighted(plan.finals);
  const start = initialState(entity);
  const open = reachableStates(entity).filter((s) => !plan.finals.some(([f]) => sameState(f, s)));
  // The initial state is where new records wait: give it more weight the younger the record.
  return rng.weighted(open.map((s) => [s, sameState(s, start) ? (age < 1 ? 4 : 1) : 1] as const));
}

export interface Step {
  transition: StateTransition;
  at: Date;
}

/** The path to `target` with a time per step, all between `from` and now, in order. */
export function timedPath(entity: EntityDef, target: string | number, rng: Rng, from: Date, now: Date): Step[] {
  const path = pathTo(entity, target, rng);
  if (!path.length) return [];
  const gaps = path.map(() => (0.3 + rng.next() * 8) * HOUR);
  const total = gaps.reduce((a, b) => a + b, 0);
  const room = now.getTime() - 60_000 - from.getTime();
  const scale = total > room ? room / total : 1;
  let t = from.getTime();
  return path.map((transition, i) => {
    t += Math.max(1000, Math.floor(gaps[i] * scale));
    return { transition, at: new Date(Math.min(t, now.getTime() - 1000)) };
  });
}
