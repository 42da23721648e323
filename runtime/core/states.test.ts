import { describe, expect, it } from 'vitest';
import type { EntityDef, FieldDef, StatesDef } from './registry.ts';
import {
  canTake,
  engineTransitions,
  initialState,
  isEmptyValue,
  missingRequires,
  missingVerifies,
  sameState,
  transitionOf,
  transitionPermission,
  transitionsFrom,
  verifiedValueMatches,
} from './states.ts';

const states: StatesDef = {
  field: 'state',
  transitions: [
    { name: 'audit', from: [10], to: 20 },
    { name: 'accept', from: [20], to: 25, requires: ['plate', 'driver'] },
    { name: 'cancel', from: [10, 20, 25], to: 110, permission: 'x:order:stop' },
  ],
};

const entity = (stateField?: Partial<FieldDef>, withStates = true): EntityDef => ({
  name: 'order',
  title: { zh: '单', en: 'Order' },
  table: 'order',
  api: '/x/order',
  permission: 'x:order',
  tenant: false,
  routes: 'all',
  dictTable: false,
  list: { columns: ['id'], search: [], sort: ['id', 'desc'] },
  unique: [],
  indexes: [],
  fields: stateField ? [{ name: 'state', ...stateField } as FieldDef] : [],
  ...(withStates ? { states } : {}),
  schema: {},
});

describe('workflow rules', () => {
  it('compares states as text', () => {
    expect(sameState(10, '10')).toBe(true);
    expect(sameState(10, 20)).toBe(false);
    expect(sameState(null, undefined)).toBe(false);
    expect(sameState(null, null)).toBe(true);
    expect(sameState(0, null)).toBe(false);
  });

  it('starts at the field default, else the first transition first from', () => {
    expect(initialState(entity({ default: 5 }))).toBe(5);
    expect(initialState(entity({}))).toBe(10);
    expect(initialState(entity(undefined))).toBe(10);
    expect(initialState(entity({ default: 5 }, false))).toBeUndefined();
  });

  it('finds transitions by name and by current state', () => {
    expect(transitionOf(states, 'accept')?.to).toBe(25);
    expect(transitionOf(states, 'nope')).toBeUndefined();
    expect(canTake(transitionOf(states, 'audit')!, '10')).toBe(true);
    expect(canTake(transitionOf(states, 'audit')!, 20)).toBe(false);
    expect(transitionsFrom(states, 20).map((t) => t.name)).toEqual(['accept', 'cancel']);
    expect(transitionsFrom(states, 110)).toEqual([]);
  });

  it('leaves the moves of a module (routes: false) out of what the engine carries out', () => {
    expect(engineTransitions(entity({})).map((t) => t.name)).toEqual(['audit', 'accept', 'cancel']);
    expect(engineTransitions({ ...entity({}), states: { ...states, routes: false } })).toEqual([]);
    expect(engineTransitions(entity({}, false))).toEqual([]);
  });

  it('lists the empty required fields', () => {
    const accept = transitionOf(states, 'accept')!;
    expect(missingRequires(accept, {})).toEqual(['plate', 'driver']);
    expect(missingRequires(accept, { plate: '  ', driver: null })).toEqual(['plate', 'driver']);
    expect(missingRequires(accept, { plate: 'A1', driver: 0 })).toEqual([]);
    expect(missingRequires(transitionOf(states, 'audit')!, {})).toEqual([]);
    expect(isEmptyValue('')).toBe(true);
    expect(isEmptyValue(false)).toBe(false);
  });

  it('needs the transition permission, else <entity permission>:<name>', () => {
    const e = entity({});
    expect(transitionPermission(e, transitionOf(states, 'audit')!)).toBe('x:order:audit');
    expect(transitionPermission(e, transitionOf(states, 'cancel')!)).toBe('x:order:stop');
  });

  it('lists the verified fields not typed and matches typed values against stored ones as text', () => {
    const pickup = { name: 'pickup', from: [30], to: 35, verifies: ['code'] };
    expect(missingVerifies(pickup, {})).toEqual(['code']);
    expect(missingVerifies(pickup, { code: ' ' })).toEqual(['code']);
    expect(missingVerifies(pickup, { code: '123456' })).toEqual([]);
    expect(verifiedValueMatches(' 123456 ', '123456')).toBe(true);
    expect(verifiedValueMatches(123456, '123456')).toBe(true);
    expect(verifiedValueMatches('123457', '123456')).toBe(false);
    expect(verifiedValueMatches('', '')).toBe(false);
    expect(verifiedValueMatches('123456', null)).toBe(false);
  });
});
