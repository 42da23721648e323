import { describe, expect, it, vi } from 'vitest';
import { registry } from '../../../generated/registry.ts';
import { routeSchemas } from '../../../generated/route-schemas.ts';
import { createAjv } from '../../engine/crud/body-validator.ts';
import { buildEntityModels } from '../../engine/crud/entity-model.ts';
import type { Catalog, PermRow, RuleRow } from './catalog.ts';
import { NOTHING, dataScope, ruleCondition, ruleVars, substitute, type RuleVars } from './data-rules.ts';
import type { UserAccess } from './user-access.ts';

const models = buildEntityModels(registry, routeSchemas, 'sqlite', createAjv);
const vehicle = models.get('wl_vehicle')!;
const vars: RuleVars = {
  sys_user_code: 'li',
  sys_org_code: 'A01',
  sys_date: '2026-01-02',
  sys_time: '2026-01-02 03:04:05',
  tenant_id: 0,
  sys_site_id: 'S1',
};
const rule = (over: Partial<RuleRow>): RuleRow => ({
  id: 'r',
  permissionId: 'p',
  ruleName: 'rule',
  ruleColumn: 'siteId',
  ruleConditions: 'EQ',
  ruleValue: '#{sys_site_id}',
  status: '1',
  ...over,
});

describe('substitute', () => {
  it('replaces variables and refuses unknown or empty ones', () => {
    expect(substitute('#{sys_user_code}-#{ sys_date }', vars)).toBe('li-2026-01-02');
    expect(substitute('#{nope}', vars)).toBeUndefined();
    expect(substitute('#{sys_site_id}', { ...vars, sys_site_id: null })).toBeUndefined();
  });
});

describe('ruleCondition', () => {
  it('translates operators to bound conditions on registry columns', () => {
    expect(ruleCondition(vehicle, rule({}), vars)).toEqual({ op: 'eq', column: 'site_id', value: 'S1' });
    expect(ruleCondition(vehicle, rule({ ruleColumn: 'state', ruleConditions: 'IN', ruleValue: '0,2' }), vars)).toEqual(
      {
        op: 'in',
        column: 'state',
        values: [0, 2],
      },
    );
    expect(
      ruleCondition(vehicle, rule({ ruleColumn: 'serial', ruleConditions: 'RIGHT_LIKE', ruleValue: 'V_' }), vars),
    ).toEqual({
      op: 'like',
      column: 'serial',
      pattern: 'V\\_%',
    });
  });

  it('fails closed on an unknown column, a bad value or an unknown operator', () => {
    expect(ruleCondition(vehicle, rule({ ruleColumn: 'site_id; drop table x' }), vars)).toEqual(NOTHING);
    expect(ruleCondition(vehicle, rule({ ruleColumn: 'state', ruleValue: 'abc' }), vars)).toEqual(NOTHING);
    expect(ruleCondition(vehicle, rule({ ruleConditions: 'SQL' }), vars)).toEqual(NOTHING);
    expect(ruleCondition(vehicle, rule({ ruleValue: '#{sys_site_id}' }), { ...vars, sys_site_id: null })).toEqual(
      NOTHING,
    );
  });
});

describe('dataScope', () => {
  const listRow = { id: 'p', perms: 'wl:vehicle:list', menuType: 1, status: '1' } as PermRow;
  const catalog: Catalog = {
    rows: [listRow],
    byId: new Map([['p', listRow]]),
    byCode: new Map([['wl:vehicle:list', [listRow]]]),
    rules: new Map([
      ['a', rule({ id: 'a' })],
      ['b', rule({ id: 'b', ruleColumn: 'state', ruleValue: '0' })],
      ['c', rule({ id: 'c', ruleColumn: 'serial', ruleValue: '#{sys_user_code}' })],
      ['off', rule({ id: 'off', status: '0' })],
    ]),
  };
  const user = (grants: string[][]): UserAccess => ({
    userId: 'u',
    username: 'li',
    orgCode: null,
    siteId: 'S1',
    granted: new Set(['p']),
    codes: new Set(['wl:vehicle:list']),
    grants: new Map([['p', grants]]),
    tenants: new Set([0]),
    roles: new Set(),
    departs: new Map(),
  });

  it('ANDs the rules of one grant and ORs the grants', () => {
    expect(dataScope(vehicle, catalog, user([['a', 'b'], ['c']]), vars)).toEqual({
      op: 'or',
      items: [
        {
          op: 'and',
          items: [
            { op: 'eq', column: 'site_id', value: 'S1' },
            { op: 'eq', column: 'state', value: 0 },
          ],
        },
        { op: 'eq', column: 'serial', value: 'li' },
      ],
    });
  });

  it('is open when a grant has no active rule, or when no grant reaches the list row', () => {
    expect(dataScope(vehicle, catalog, user([['a'], []]), vars)).toBeUndefined();
    expect(dataScope(vehicle, catalog, user([['off']]), vars)).toBeUndefined();
    expect(dataScope(vehicle, catalog, user([]), vars)).toBeUndefined();
  });
});

describe('rule variables', () => {
  const ua = { username: 'li', orgCode: 'A01', siteId: null } as UserAccess;
  it('give #{sys_date} and #{sys_time} of the current second (local time), formatted once per second', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date(2026, 0, 2, 3, 4, 5, 100));
      expect(ruleVars(ua, 7)).toEqual({
        sys_user_code: 'li',
        sys_org_code: 'A01',
        sys_date: '2026-01-02',
        sys_time: '2026-01-02 03:04:05',
        tenant_id: 7,
        sys_site_id: null,
      });
      vi.setSystemTime(new Date(2026, 0, 2, 3, 4, 5, 999));
      expect(ruleVars(ua, 0).sys_time).toBe('2026-01-02 03:04:05');
      vi.setSystemTime(new Date(2026, 0, 2, 3, 4, 6, 0));
      expect(ruleVars(ua, 0).sys_time).toBe('2026-01-02 03:04:06');
      vi.setSystemTime(new Date(2026, 11, 31, 23, 59, 59, 500));
      expect(ruleVars(ua, 0).sys_time).toBe('2026-12-31 23:59:59');
      vi.setSystemTime(new Date(2027, 0, 1, 0, 0, 0, 1));
      const next = ruleVars(ua, 0);
      expect([next.sys_date, next.sys_time]).toEqual(['2027-01-01', '2027-01-01 00:00:00']);
    } finally {
      vi.useRealTimers();
    }
  });
});
