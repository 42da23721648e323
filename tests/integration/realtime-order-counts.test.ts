// GET /wl/order/count (spec 001 §7.5): the freight orders in states 10, 35 and 55 that the caller may
// list: the list's permission code, the request's tenant and the caller's data rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { addOrder, moveOrder, orderCounts, orderInState } from './helpers/orders.ts';
import { bindDataRule, userWith } from './helpers/permission-users.ts';
import { addTenantMember } from './helpers/tenants.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('order counts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  it('counts orders waiting for audit, loading review and unloading review', async () => {
    expect(await orderCounts(t)).toEqual({ waitAuditing: 0, loadVehicles: 0, dischargeCargoApply: 0 });
    await addOrder(t);
    await addOrder(t);
    // Fixture orders placed straight in 35, 55, 20 and 60 (helpers/orders.ts orderInState).
    const loading = await orderInState(t, 35);
    await orderInState(t, 55);
    await orderInState(t, 20);
    await orderInState(t, 60);
    expect(await orderCounts(t)).toEqual({ waitAuditing: 2, loadVehicles: 1, dischargeCargoApply: 1 });
    expect(await moveOrder(t, loading, 40)).toEqual(['approveLoading']);
    expect(await orderCounts(t)).toEqual({ waitAuditing: 2, loadVehicles: 0, dischargeCargoApply: 1 });
    // An audit takes an order out of the waiting-for-audit count.
    expect(await moveOrder(t, await addOrder(t), 20)).toEqual(['audit']);
    expect(await orderCounts(t)).toEqual({ waitAuditing: 2, loadVehicles: 0, dischargeCargoApply: 1 });
  });

  it('counts only the tenant of the request', async () => {
    await addTenantMember(t, 'admin', 7);
    const before = await orderCounts(t);
    await orderInState(t, 55, { 'tenant-id': '7' }); // fixture order in 55
    expect(await orderCounts(t, { 'tenant-id': '7' })).toEqual({
      waitAuditing: 0,
      loadVehicles: 0,
      dischargeCargoApply: 1,
    });
    expect(await orderCounts(t)).toEqual(before);
  });

  it('needs the order list code and applies the data rules', async () => {
    const none = await userWith(t, []);
    const denied = await t.get('/wl/order/count', {}, none.headers);
    expect(denied.status).toBe(403);

    // The rule createBy = #{sys_user_code}: the user counts only the orders they created.
    const clerk = await userWith(t, ['wl:order:list', 'wl:order:add']);
    await bindDataRule(t, clerk, 'wl:order:list', {
      ruleName: 'own orders',
      ruleColumn: 'createBy',
      ruleValue: '#{sys_user_code}',
    });

    expect(await orderCounts(t, clerk.headers)).toEqual({ waitAuditing: 0, loadVehicles: 0, dischargeCargoApply: 0 });
    await addOrder(t, clerk.headers);
    expect(await orderCounts(t, clerk.headers)).toEqual({ waitAuditing: 1, loadVehicles: 0, dischargeCargoApply: 0 });
    expect((await orderCounts(t)).waitAuditing).toBe(3);
  });
});
