// The permission matrix, generated from the registry: for every generated route of every entity,
// a user whose role holds every code of that entity except the route's gets 403 and no table
// changes; with a role holding exactly the route's code the route answers (2xx, or a 4xx that is
// not 401/403 when the deliberately minimal input is refused for other reasons).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityOperations, permissionCode, type EntityDef } from '../../runtime/core/registry.ts';
import { permissionSeed } from '../../src/generated/permissions.ts';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { userWith, type PermUser } from './helpers/permission-users.ts';
import { startTestApp, type Answer, type TestApp } from './helpers/test-app.ts';

const NOT_YET = new Set(['exportXls', 'importExcel']);
const MISSING = '00000000-0000-7000-8000-000000000000';

interface Call {
  entity: EntityDef;
  op: string;
  code: string;
}

function calls(): Call[] {
  const out: Call[] = [];
  for (const e of Object.values(registry.entities)) {
    const ops: string[] = entityOperations(e).filter((op) => !NOT_YET.has(op));
    if (e.tree && e.routes !== 'none') ops.push('rootList', 'childList');
    for (const op of ops)
      out.push({ entity: e, op, code: permissionCode(e, ['rootList', 'childList'].includes(op) ? 'list' : op) });
  }
  return out;
}

async function anyId(t: TestApp, e: EntityDef): Promise<string> {
  const row = await t.db.selectFrom(e.table).select('id').limit(1).executeTakeFirst();
  return (row?.id as string | undefined) ?? MISSING;
}

async function invoke(t: TestApp, c: Call, headers: Record<string, string>): Promise<Answer> {
  const api = c.entity.api;
  switch (c.op) {
    case 'list':
      return t.get(`${api}/list`, {}, headers);
    case 'rootList':
      return t.get(`${api}/rootList`, {}, headers);
    case 'childList':
      return t.get(`${api}/childList`, { pid: await anyId(t, c.entity) }, headers);
    case 'queryById':
      return t.get(`${api}/queryById`, { id: await anyId(t, c.entity) }, headers);
    case 'add':
      return t.post(`${api}/add`, {}, headers); // minimal: refused as incomplete (400), never 403
    case 'edit':
      return t.put(`${api}/edit`, { id: MISSING, version: 1 }, headers);
    case 'delete':
      return t.del(`${api}/delete`, { id: MISSING }, headers);
    case 'deleteBatch':
      return t.del(`${api}/deleteBatch`, { ids: MISSING }, headers);
    default:
      throw new Error(`no call for ${c.op}`);
  }
}

async function tables(t: TestApp) {
  const out: Record<string, unknown[]> = {};
  for (const e of Object.values(registry.entities)) {
    if (e.table === 'sys_log') continue; // the operation log records refused attempts too, by design
    out[e.table] = await t.db.selectFrom(e.table).selectAll().orderBy('id').execute();
  }
  out.sys_data_log = await t.db.selectFrom('sys_data_log').selectAll().orderBy('id').execute();
  return out;
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
  });

  it('refuses every route to a user without its code and changes nothing', async () => {
    for (const c of calls()) {
      await u.grant(entityCodes(c.entity).filter((x) => x !== c.code));
      const before = await tables(t);
      const r = await invoke(t, c, u.headers);
      expect(r.status, `${c.entity.name} ${c.op} without ${c.code}`).toBe(403);
      expect(await tables(t), `${c.entity.name} ${c.op}`).toEqual(before);
    }
  }, 240_000);

  it('lets a role holding exactly the code use the route', async () => {
    for (const c of calls()) {
      await u.grant([c.code]);
      const r = await invoke(t, c, u.headers);
      const what = `${c.entity.name} ${c.op} with ${c.code}: ${JSON.stringify(r.body)}`;
      expect([401, 403, 500]).not.toContain(r.status);
      if (['list', 'rootList', 'childList'].includes(c.op)) expect(r.status, what).toBe(200);
    }
  }, 240_000);
});
