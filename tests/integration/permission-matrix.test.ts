// The permission matrix, generated from the registry: for every generated route of every entity,
// a user whose role holds every code of that entity except the route's gets 403 and no table
// changes; a user whose role holds exactly the route's code (an export: with the list code) gets
// 200, with real input built from the registry (valid add bodies, real rows to read, edit and delete,
// and for an x-states workflow each transition's action on a row placed in its first `from` state).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityOperations, permissionCode, type EntityDef, type StateTransition } from '../../runtime/core/registry.ts';
import { engineTransitions, transitionPermission } from '../../runtime/core/states.ts';
import { permissionSeed } from '../../src/generated/permissions.ts';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { userWith, type PermUser } from './helpers/permission-users.ts';
import { sampleBody, sampleRow, sampleValue, storedRow } from './helpers/sample-rows.ts';
import { API, startTestApp, type Answer, type TestApp } from './helpers/test-app.ts';

const NOT_YET = new Set(['importExcel']);

interface Call {
  entity: EntityDef;
  op: string;
  code: string;
  /** For an action call (op `action/<name>`): the transition. */
  transition?: StateTransition;
}

function calls(): Call[] {
  const out: Call[] = [];
  for (const e of Object.values(registry.entities)) {
    const ops: string[] = entityOperations(e).filter((op) => !NOT_YET.has(op));
    if (e.tree && e.routes !== 'none') ops.push('rootList', 'childList');
    for (const op of ops) {
      out.push({ entity: e, op, code: permissionCode(e, ['rootList', 'childList'].includes(op) ? 'list' : op) });
    }
    if (e.routes === 'all') {
      for (const tr of engineTransitions(e)) {
        out.push({ entity: e, op: `action/${tr.name}`, code: transitionPermission(e, tr), transition: tr });
      }
    }
  }
  return out;
}

/** Any row of the entity (a read-only entity such as sys_log: one that exists, else one written into it). */
async function anyRow(t: TestApp, e: EntityDef) {
  if (e.routes === 'all') return sampleRow(t, e);
  // A state-history row is about a record of another entity, and shown to readers who may list that.
  if (e.name === 'sys_state_log') {
    const site = await sampleRow(t, registry.entities.wl_site);
    const { id } = await storedRow(t, e);
    await t.db.updateTable(e.table).set({ entity_name: 'wl_site', record_id: site.id }).where('id', '=', id).execute();
    return { id };
  }
  const row = await t.db.selectFrom(e.table).select('id').limit(1).executeTakeFirst();
  return row ? { id: row.id as string } : storedRow(t, e);
}

type Send = (headers: Record<string, string>) => Promise<Answer>;

/** The list codes of the entities the state history holds transitions of. */
async function transitionedListCodes(t: TestApp): Promise<string[]> {
  const rows = await t.db.selectFrom('sys_state_log').select('entity_name').distinct().execute();
  return rows.flatMap((r) => {
    const e = registry.entities[String(r.entity_name)];
    return e ? [permissionCode(e, 'list')] : [];
  });
}

/**
 * Make the call's input first (sample rows added by the admin), then return the request itself,
 * so a table snapshot taken in between sees only what the user's request changes.
 */
async function prepare(t: TestApp, c: Call): Promise<Send> {
  const api = c.entity.api;
  switch (c.op) {
    case 'list':
      return (h) => t.get(`${api}/list`, {}, h);
    case 'rootList':
      return (h) => t.get(`${api}/rootList`, {}, h);
    case 'childList': {
      const pid = (await anyRow(t, c.entity)).id;
      return (h) => t.get(`${api}/childList`, { pid }, h);
    }
    case 'queryById': {
      const id = (await anyRow(t, c.entity)).id;
      return (h) => t.get(`${api}/queryById`, { id }, h);
    }
    case 'add': {
      const body = await sampleBody(t, c.entity);
      return (h) => t.post(`${api}/add`, body, h);
    }
    case 'edit': {
      const row = await sampleRow(t, c.entity);
      // A workflow's status may be sent unchanged on edit (only its actions change it).
      const status = c.entity.states ? { [c.entity.states.field]: row[c.entity.states.field] } : {};
      return (h) => t.put(`${api}/edit`, { id: row.id, version: row.version, ...status }, h);
    }
    case 'delete': {
      const id = (await sampleRow(t, c.entity)).id;
      return (h) => t.del(`${api}/delete`, { id }, h);
    }
    case 'deleteBatch': {
      const ids = [(await sampleRow(t, c.entity)).id, (await sampleRow(t, c.entity)).id].join(',');
      return (h) => t.del(`${api}/deleteBatch`, { ids }, h);
    }
    case 'exportXls': {
      await anyRow(t, c.entity); // something to export (an empty export is a 404)
      return async (h) => {
        const r = await t.app.inject({ method: 'GET', url: `${API}${api}/exportXls`, headers: h });
        const json = String(r.headers['content-type']).startsWith('application/json');
        return { status: r.statusCode, body: (json ? r.json() : { success: true }) as Answer['body'] };
      };
    }
    default: {
      if (!c.transition) throw new Error(`no call for ${c.op}`);
      const tr = c.transition;
      const row = await sampleRow(t, c.entity);
      // Fixture: the sample row placed straight in the transition's first `from` state.
      const field = c.entity.fields.find((f) => f.name === c.entity.states!.field)!;
      await t.db
        .updateTable(c.entity.table)
        .set({ [field.column]: tr.from[0] })
        .where('id', '=', row.id)
        .execute();
      const sent: Record<string, unknown> = {};
      for (const name of tr.requires ?? []) sent[name] = await sampleValue(t, c.entity, name);
      // A verified field is typed as it is stored (the pickup code the driver is told).
      for (const name of tr.verifies ?? []) sent[name] = row[name];
      return (h) => t.post(`${api}/${c.op}`, { id: row.id, version: row.version, ...sent }, h);
    }
  }
}

/**
 * A fingerprint of every table in one query: row count, sum of versions, latest update and largest
 * id per entity table (the engine bumps version and update_time on every change), and the data log's
 * count. Comparing it before and after a refused call shows that nothing was added, changed or removed.
 */
async function tables(t: TestApp) {
  const parts = Object.values(registry.entities)
    .filter((e) => e.table !== 'sys_log') // the operation log records refused attempts too, by design
    .map(
      (e) =>
        sql`select ${e.table} as t, count(*) as n, coalesce(sum(version), 0) as v, max(update_time) as u, max(id) as i from ${sql.table(e.table)}`,
    );
  parts.push(sql`select 'sys_data_log' as t, count(*) as n, 0 as v, null as u, max(id) as i from sys_data_log`);
  const { rows } = await sql<Record<string, unknown>>`${sql.join(parts, sql` union all `)}`.execute(t.db);
  return Object.fromEntries(rows.map((r) => [String(r.t), [Number(r.n), Number(r.v), String(r.u), String(r.i)]]));
}

const entityCodes = (e: EntityDef) => [
  ...new Set(permissionSeed.filter((s) => s.entity === e.name).map((s) => s.code)),
];

describe.each(DIALECTS)('permission matrix on %s', (dialect) => {
  let t: TestApp;
  let u: PermUser;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    u = await userWith(t, []);
  }, 60_000);
  afterAll(async () => t?.close());

  it('covers every generated route', () => {
    expect(calls().length).toBeGreaterThan(100);
    // Every transition of the freight order workflow is an action route of its own.
    expect(
      calls()
        .filter((c) => c.entity.name === 'wl_order' && c.transition)
        .map((c) => c.code),
    ).toEqual(registry.entities.wl_order.states!.transitions.map((tr) => tr.permission ?? `wl:order:${tr.name}`));
  });

  it('refuses every route to a user without its code and changes nothing', async () => {
    for (const c of calls()) {
      await u.grant(entityCodes(c.entity).filter((x) => x !== c.code));
      const send = await prepare(t, c);
      const before = await tables(t);
      const answer = await send(u.headers);
      expect(answer.status, `${c.entity.name} ${c.op} without ${c.code}`).toBe(403);
      expect(await tables(t), `${c.entity.name} ${c.op}`).toEqual(before);
    }
  }, 240_000);

  it('lets a role holding exactly the code use the route', async () => {
    for (const c of calls()) {
      const send = await prepare(t, c);
      // An export also needs the list code: the list's data rules scope what it may read.
      const codes = c.op === 'exportXls' ? [c.code, permissionCode(c.entity, 'list')] : [c.code];
      // The state history shows the transitions of entities the reader may list (state-log-plugin.ts).
      if (c.entity.name === 'sys_state_log') codes.push(...(await transitionedListCodes(t)));
      await u.grant(codes);
      const r = await send(u.headers);
      expect(r.status, `${c.entity.name} ${c.op} with ${c.code}: ${JSON.stringify(r.body)}`).toBe(200);
    }
  }, 240_000);
});
