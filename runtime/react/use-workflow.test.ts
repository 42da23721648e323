import { describe, expect, it } from 'vitest';
import type { EntityDef } from '../core/registry.ts';
import { createPermissionView } from './permissions.tsx';
import { allowedTransitions, hasAction, stateLogParams, transitionTitle } from './use-workflow.ts';

const entity = {
  name: 'wl_order',
  permission: 'wl:order',
  states: {
    field: 'orderState',
    transitions: [
      { name: 'audit', title: { zh: '审核', en: 'Audit' }, from: [10], to: 20 },
      { name: 'cancel', from: ['10', 20], to: 110, permission: 'wl:order:void', requires: ['reason'] },
      { name: 'accept', from: [20], to: 25 },
    ],
  },
} as unknown as EntityDef;

const perms = (granted: string[], type = '1') => {
  const all = ['wl:order:audit', 'wl:order:void', 'wl:order:accept'];
  return createPermissionView({
    menu: [],
    auth: granted.map((action) => ({ action, type })),
    allAuth: all.map((action) => ({ action, type, status: '1' })),
  });
};

describe('allowedTransitions', () => {
  it('gives the transitions of the current state (compared as text) in declaration order', () => {
    const open = createPermissionView(null);
    expect(allowedTransitions(entity, { orderState: 10 }, open, 'zh-CN').map((t) => t.name)).toEqual([
      'audit',
      'cancel',
    ]);
    expect(allowedTransitions(entity, { orderState: '20' }, open, 'en')).toMatchObject([
      { name: 'cancel', title: 'cancel', code: 'wl:order:void', requires: ['reason'], disabled: false },
      { name: 'accept', title: 'accept', code: 'wl:order:accept', requires: [] },
    ]);
    expect(allowedTransitions(entity, { orderState: 110 }, open, 'en')).toEqual([]);
    expect(allowedTransitions({ ...entity, states: undefined }, { orderState: 10 }, open, 'en')).toEqual([]);
  });

  it("uses the transition's own permission, else <entity permission>:<name>", () => {
    expect(allowedTransitions(entity, { orderState: 10 }, perms(['wl:order:void']), 'en').map((t) => t.name)).toEqual([
      'cancel',
    ]);
    expect(allowedTransitions(entity, { orderState: 10 }, perms(['wl:order:audit']), 'en').map((t) => t.name)).toEqual([
      'audit',
    ]);
    const shown = allowedTransitions(entity, { orderState: 10 }, perms(['wl:order:audit'], '2'), 'en');
    expect(shown.map((t) => [t.name, t.disabled])).toEqual([
      ['audit', false],
      ['cancel', true],
    ]);
  });

  it('titles in the UI language, else the name', () => {
    const [audit] = entity.states!.transitions;
    expect(transitionTitle(audit, 'en')).toBe('Audit');
    expect(transitionTitle(audit, 'zh-CN')).toBe('审核');
    expect(transitionTitle({ name: 'x', from: [1], to: 2 }, 'zh-CN')).toBe('x');
  });

  it('knows providers that can run actions and the history query', () => {
    expect(hasAction({ action: async () => ({}) } as never)).toBe(true);
    expect(hasAction({} as never)).toBe(false);
    expect(stateLogParams('wl_order', 'o1')).toEqual({
      entityName: 'wl_order',
      recordId: 'o1',
      column: 'createTime',
      order: 'asc',
      pageNo: 1,
      pageSize: 1000,
    });
  });
});
