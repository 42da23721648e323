// The transport workflows (docs/decisions.md#11-other-workflows) (x-states of schemas/logistics: trip, waybill, transport
// apply, whole-vehicle order, driver transfer, route change, driver freeze), each checked by the same
// table: every allowed transition succeeds, is recorded in sys_state_log and changes exactly the
// status and its fields; every other (transition, state) pair and every missing required field is a
// 422 that changes nothing; a user without the action's code gets 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionCode } from '../../runtime/core/registry.ts';
import { transitionPermission } from '../../runtime/core/states.ts';
import { DIALECTS } from './helpers/databases.ts';
import { userWith } from './helpers/permission-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { actionText, wrongStateMessage } from './helpers/workflow.ts';
import {
  expectOneStep,
  ENGINE_COLUMNS,
  act,
  allowedMoves,
  changedColumns,
  columnOf,
  dataLogCount,
  recordIn,
  requiredOf,
  stateLogs,
  stored,
  workflowOf,
  type Row,
} from './helpers/workflow-table.ts';

/** Values sent for the fields transitions require. */
const REQUIRED: Row = { rejectReason: 'Wrong documents', signerName: 'Ada Obi' };

/** The workflows, and the columns of the record a transition's hook writes besides the engine's. */
const CASES: { entity: string; hookColumns?: (action: string) => string[] }[] = [
  { entity: 'wl_transport_trip', hookColumns: (a) => ({ depart: ['start_time'], complete: ['end_time'] })[a] ?? [] },
  {
    entity: 'wl_waybill',
    hookColumns: (a) =>
      ({ load: ['actual_pickup_time'], arrive: ['actual_arrival_time'], returned: ['actual_return_time'] })[a] ?? [],
  },
  { entity: 'wl_transport_apply', hookColumns: () => ['operate_by', 'operate_time'] },
  { entity: 'wl_vehicle_order' },
  { entity: 'wl_driver_transfer' },
  { entity: 'wl_route_change' },
  { entity: 'wl_driver' },
];

describe.each(DIALECTS)('transport workflows on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  }, 60_000);
  afterAll(async () => t?.close());

  describe.each(CASES)('$entity', ({ entity, hookColumns }) => {
    const w = workflowOf(entity);
    const field = w.entity.states!.field;

    it.each(allowedMoves(w).map(({ tr, from }) => [tr.name, from, tr.to, tr] as const))(
      '%s from %s to %s succeeds, is recorded and changes only the status and its fields',
      async (name, from, to, tr) => {
        const id = await recordIn(t, w, from);
        const before = await stored(t, w, id);
        const logsBefore = await dataLogCount(t, id);
        const sent = requiredOf(tr, REQUIRED);
        const r = await act(t, w, name, id, { ...sent, note: ` ${name} ok ` });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body.result).toMatchObject({ id, [field]: to, version: Number(before.version) + 1, ...sent });

        const after = await stored(t, w, id);
        const expected = [
          w.stateColumn,
          ...Object.keys(sent).map((f) => columnOf(w, f)),
          ...ENGINE_COLUMNS,
          ...(hookColumns?.(name) ?? []),
        ].sort();
        expect(changedColumns(before, after)).toEqual(expected);
        expect(Number(after[w.stateColumn])).toBe(Number(to));
        expect(after.update_by).toBe('admin');

        await expectOneStep(t, id, { entity, field, from, to, name }, logsBefore);
      },
    );

    it('refuses every transition from every state outside its from with 422 and changes nothing', async () => {
      const byState = new Map<number, string>();
      for (const s of w.states) byState.set(s, await recordIn(t, w, s));
      const snapshot = () => Promise.all([...byState.values()].map((id) => stored(t, w, id)));
      const before = await snapshot();
      let refused = 0;
      for (const tr of w.transitions) {
        for (const s of w.states.filter((x) => !tr.from.some((f) => Number(f) === x))) {
          const r = await act(t, w, tr.name, byState.get(s)!, { ...requiredOf(tr, REQUIRED), note: 'no' });
          expect(r.status, `${tr.name} from ${s}: ${JSON.stringify(r.body)}`).toBe(422);
          expect(r.body.message).toBe(wrongStateMessage(entity, tr.name, s));
          refused += 1;
        }
      }
      expect(refused).toBeGreaterThan(0);
      expect(await snapshot()).toEqual(before);
      for (const id of byState.values()) expect(await stateLogs(t, id)).toEqual([]);
    });

    const withRequires = w.transitions.filter((tr) => tr.requires?.length);
    if (withRequires.length) {
      it.each(withRequires.map((tr) => [tr.name, tr] as const))(
        '%s without its required field gives 422 and changes nothing',
        async (name, tr) => {
          const id = await recordIn(t, w, Number(tr.from[0]));
          const before = await stored(t, w, id);
          const missing = await act(t, w, name, id, { note: 'x' }, { 'accept-language': 'en' });
          expect(missing.status, JSON.stringify(missing.body)).toBe(422);
          const title = w.entity.fields.find((f) => f.name === tr.requires![0])!.title;
          expect(missing.body.message).toBe(`"${actionText(entity, name, 'en')}" needs: ${title.en}`);
          const blank = await act(t, w, name, id, { [tr.requires![0]]: '  ' });
          expect(blank.status, JSON.stringify(blank.body)).toBe(422);
          expect(await stored(t, w, id)).toEqual(before);
          expect(await stateLogs(t, id)).toEqual([]);
        },
      );
    }

    it('needs each action permission code (403, nothing changed), then allows it', async () => {
      const base = ['list', 'add', 'edit'].map((op) => permissionCode(w.entity, op));
      const clerk = await userWith(t, base);
      for (const tr of w.transitions) {
        const id = await recordIn(t, w, Number(tr.from[0]));
        const before = await stored(t, w, id);
        const r = await act(t, w, tr.name, id, requiredOf(tr, REQUIRED), clerk.headers);
        expect(r.status, `${tr.name}: ${JSON.stringify(r.body)}`).toBe(403);
        expect(await stored(t, w, id)).toEqual(before);
        expect(await stateLogs(t, id)).toEqual([]);
      }
      const first = w.transitions[0];
      await clerk.grant([...base, transitionPermission(w.entity, first)]);
      const id = await recordIn(t, w, Number(first.from[0]));
      const r = await act(t, w, first.name, id, requiredOf(first, REQUIRED), clerk.headers);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const logs = await stateLogs(t, id);
      expect(logs.map((l) => [l.action, l.to_state])).toEqual([[first.name, String(first.to)]]);
      expect(logs[0].create_by).not.toBe('admin');
    });
  });
});
