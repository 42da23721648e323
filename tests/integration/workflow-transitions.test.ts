// The x-states action routes on the freight order workflow (docs/decisions.md#10-freight-order-workflow) (x-states of
// schemas/logistics/wl_order.json): every allowed transition succeeds, is recorded in sys_state_log and changes
// exactly the status and its fields; every disallowed one and every missing required field is a 422
// that changes nothing; the action's permission code is enforced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { userWith } from './helpers/permission-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import {
  ALL_STATES,
  FREIGHT_STATES,
  REQUIRED_VALUES,
  act,
  changedColumns,
  column,
  dataLogCount,
  expectOneStep,
  orderIn,
  stateLogs,
  storedOrder,
  stateText,
  actionText,
  wrongStateMessage,
  type Row,
} from './helpers/workflow.ts';

/** Every (transition, from) pair the workflow allows. */
const ALLOWED = FREIGHT_STATES.transitions.flatMap((tr) => tr.from.map((from) => ({ tr, from: Number(from) })));
const ENGINE_COLUMNS = ['update_by', 'update_time', 'version'];

describe.each(DIALECTS)('workflow transitions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  it.each(ALLOWED.map(({ tr, from }) => [tr.name, from, tr.to, tr] as const))(
    '%s from %s to %s succeeds, is recorded and changes only the status and its fields',
    async (name, from, to, tr) => {
      const id = await orderIn(t, from);
      const before = await storedOrder(t, id);
      const logsBefore = await dataLogCount(t, id);
      const sent: Row = Object.fromEntries((tr.requires ?? []).map((f) => [f, REQUIRED_VALUES[f]]));
      // A verified field (pickup / unload code) is typed as the order holds it and stays unchanged.
      const typed: Row = Object.fromEntries((tr.verifies ?? []).map((f) => [f, before[column(f)]]));
      const r = await act(t, name, id, { ...sent, ...typed, note: `  ${name} ok  ` });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.result).toMatchObject({ id, orderState: to, version: Number(before.version) + 1, ...sent });

      const after = await storedOrder(t, id);
      const expected = [column('orderState'), ...(tr.requires ?? []).map(column), ...ENGINE_COLUMNS].sort();
      expect(changedColumns(before, after)).toEqual(expected);
      expect(Number(after[column('orderState')])).toBe(to);
      expect(after.update_by).toBe('admin');

      await expectOneStep(t, id, { entity: 'wl_order', field: 'orderState', from, to, name }, logsBefore);
    },
  );

  it('refuses every transition from a state outside its from with 422 and changes nothing', async () => {
    const byState = new Map<number, string>();
    for (const s of ALL_STATES) byState.set(s, await orderIn(t, s));
    const snapshot = async () => Promise.all([...byState.values()].map((id) => storedOrder(t, id)));
    const before = await snapshot();
    let refused = 0;
    for (const tr of FREIGHT_STATES.transitions) {
      for (const s of ALL_STATES.filter((x) => !tr.from.includes(x))) {
        const sent = Object.fromEntries(
          [...(tr.requires ?? []), ...(tr.verifies ?? [])].map((f) => [f, REQUIRED_VALUES[f]]),
        );
        const r = await act(t, tr.name, byState.get(s)!, { ...sent, note: 'no' });
        expect(r.status, `${tr.name} from ${s}: ${JSON.stringify(r.body)}`).toBe(422);
        expect(r.body.message).toBe(wrongStateMessage('wl_order', tr.name, s));
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(100);
    expect(await snapshot()).toEqual(before);
    for (const id of byState.values()) expect(await stateLogs(t, id)).toEqual([]);
  });

  it('names the current and wanted states in both languages', async () => {
    const id = await orderIn(t, 40);
    const zh = await act(t, 'audit', id);
    expect(zh.status).toBe(422);
    expect(zh.body.message).toBe('当前状态为「待装货」，不能执行「审核」（需处于「待审核」，目标状态「待接单」）');
    expect(zh.body.message).toBe(wrongStateMessage('wl_order', 'audit', 40));
    const en = await act(t, 'audit', id, {}, { 'accept-language': 'en' });
    expect(en.body.message).toBe(
      `The record is "${stateText('wl_order', 40, 'en')}"; "Audit" needs "${stateText('wl_order', 10, 'en')}" (to move to "${stateText('wl_order', 20, 'en')}")`,
    );
  });

  const WITH_REQUIRES = FREIGHT_STATES.transitions.filter((tr) => tr.requires?.length);
  it.each(WITH_REQUIRES.map((tr) => [tr.name, tr] as const))(
    '%s without its required field gives 422 naming it and changes nothing',
    async (name, tr) => {
      const id = await orderIn(t, Number(tr.from[0]));
      const before = await storedOrder(t, id);
      const missing = await act(t, name, id, { note: 'x' }, { 'accept-language': 'en' });
      expect(missing.status, JSON.stringify(missing.body)).toBe(422);
      const field = tr.requires![0];
      const title = registry.entities.wl_order.fields.find((f) => f.name === field)!.title;
      expect(missing.body.message).toBe(`"${actionText('wl_order', name, 'en')}" needs: ${title.en}`);
      const blank = await act(t, name, id, { [field]: '   ' });
      expect(blank.status, JSON.stringify(blank.body)).toBe(422);
      expect(blank.body.message).toContain(title.zh);
      expect(await storedOrder(t, id)).toEqual(before);
      expect(await stateLogs(t, id)).toEqual([]);
    },
  );

  it('accepts a required field already stored on the record', async () => {
    const id = await orderIn(t, 20);
    await t.db
      .updateTable('wl_order')
      .set({ [column('plateNumber')]: 'B-777' })
      .where('id', '=', id)
      .execute();
    const r = await act(t, 'accept', id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ orderState: 25, plateNumber: 'B-777' });
  });

  it('validates the sent fields with the entity rules and refuses other keys (400, nothing changed)', async () => {
    const id = await orderIn(t, 20);
    const before = await storedOrder(t, id);
    const tooLong = await act(t, 'accept', id, { plateNumber: 'x'.repeat(500) });
    expect(tooLong.status, JSON.stringify(tooLong.body)).toBe(400);
    const other = await act(t, 'accept', id, { plateNumber: 'A-1', price: 1 });
    expect(other.status, JSON.stringify(other.body)).toBe(400);
    const status = await act(t, 'audit', await orderIn(t, 10), { orderState: 70 });
    expect(status.status).toBe(400);
    expect(await storedOrder(t, id)).toEqual(before);
  });

  it('needs the action permission code (or the transition own code)', async () => {
    const clerk = await userWith(t, ['wl:order:list', 'wl:order:add', 'wl:order:edit']);
    const id = await orderIn(t, 10);
    const before = await storedOrder(t, id);
    expect((await act(t, 'audit', id, {}, clerk.headers)).status).toBe(403);
    expect((await act(t, 'cancel', id, {}, clerk.headers)).status).toBe(403);
    await clerk.grant(['wl:order:list', 'wl:order:audit']);
    // The cancel transition declares its own code wl:order:stop; wl:order:cancel is never seeded.
    expect((await act(t, 'cancel', id, {}, clerk.headers)).status).toBe(403);
    const codes = await t.db
      .selectFrom('sys_permission')
      .select('perms')
      .where('perms', 'like', 'wl:order:%')
      .execute();
    expect(codes.map((c) => c.perms)).toEqual(expect.arrayContaining(['wl:order:audit', 'wl:order:stop']));
    expect(codes.map((c) => c.perms)).not.toContain('wl:order:cancel');
    expect(await storedOrder(t, id)).toEqual(before);
    const ok = await act(t, 'audit', id, {}, clerk.headers);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await clerk.grant(['wl:order:list', 'wl:order:stop']);
    const stop = await act(t, 'cancel', id, { note: 'customer called' }, clerk.headers);
    expect(stop.status, JSON.stringify(stop.body)).toBe(200);
    const logs = await stateLogs(t, id);
    expect(logs.map((l) => [l.action, l.from_state, l.to_state, l.create_by])).toEqual([
      ['audit', '10', '20', logs[0].create_by],
      ['cancel', '20', '110', logs[0].create_by],
    ]);
    expect(logs[0].create_by).not.toBe('admin');
  });
});
