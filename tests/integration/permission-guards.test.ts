// The field-guard matrix, generated from the registry (docs/architecture.md, "Write pipeline and
// extension API"): for every field and link with an edit guard (`x-write-permission`), a user holding
// the entity's list and edit codes but not the guard's code changes it: 403 and the table unchanged;
// with the guard's code too: 200. And the import door of every entity that has one: without
// `importExcel` a valid one-row workbook is refused (403, no row added); with it the row is added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityOperations, permissionCode, type EntityDef } from '../../runtime/core/registry.ts';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { importFile, workbookOf } from './helpers/import.ts';
import { userWith } from './helpers/permission-users.ts';
import { sampleBody, sampleRow, sampleValue } from './helpers/sample-rows.ts';
import { addOk } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

interface Guarded {
  entity: EntityDef;
  name: string;
  code: string;
  link: boolean;
}

function guarded(): Guarded[] {
  return Object.values(registry.entities).flatMap((e) => [
    ...e.fields
      .filter((f) => f.writePermission?.edit)
      .map((f) => ({ entity: e, name: f.name, code: f.writePermission!.edit!, link: false })),
    ...(e.links ?? [])
      .filter((l) => l.writePermission?.edit)
      .map((l) => ({ entity: e, name: l.name, code: l.writePermission!.edit!, link: true })),
  ]);
}

/** A new value of a link the guarded user may grant (he holds the codes, belongs to the department/tenant). */
const LINK_VALUES: Record<string, (t: TestApp, userId: string) => Promise<string>> = {
  selectedroles: async (t) => (await addOk(t, '/sys/role', { roleName: 'Empty', roleCode: `e${Date.now()}` })).id,
  selectedpositions: async (t) =>
    (await addOk(t, '/sys/position', await sampleBody(t, registry.entities.sys_position))).id,
  selecteddeparts: async (t, userId) => {
    const d = await addOk(t, '/sys/sysDepart', { departName: `D${Date.now()}`, orgCategory: 1 });
    const me = (await t.get<{ version: number }>('/sys/user/queryById', { id: userId })).body.result;
    expect((await t.put('/sys/user/edit', { id: userId, version: me.version, selecteddeparts: d.id })).status).toBe(
      200,
    );
    return d.id;
  },
  relTenantIds: async () => '0',
};

/** A valid value of the field other than the stored one (another dictionary item, a new sample). */
async function changed(e: EntityDef, name: string, current: unknown): Promise<unknown> {
  const dict = e.fields.find((f) => f.name === name)?.dict;
  if (dict) return registry.dicts[dict].items.find((i) => String(i.value) !== String(current))!.value;
  return sampleValueOf(e, name);
}
let sampleValueOf: (e: EntityDef, name: string) => Promise<unknown>;

const importable = Object.values(registry.entities).filter(
  (e) => e.routes === 'all' && entityOperations(e).includes('importExcel') && !e.detail?.length && !e.states,
);

describe.each(DIALECTS)('field guards and the import door on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    sampleValueOf = (e, name) => sampleValue(t, e, name);
  }, 60_000);
  afterAll(async () => t?.close());

  const stored = async (e: EntityDef, id: string) =>
    await t.db.selectFrom(e.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('lists the guarded fields of the registry', () => {
    expect(guarded().map((g) => `${g.entity.name}.${g.name}`)).toEqual(
      expect.arrayContaining(['sys_user.password', 'sys_user.selectedroles', 'sys_user.relTenantIds']),
    );
  });

  for (const g of guarded()) {
    it(`${g.entity.name}.${g.name} needs ${g.code} to change`, async () => {
      const e = g.entity;
      const base = [permissionCode(e, 'list'), permissionCode(e, 'edit')];
      const user = await userWith(t, base);
      const row = await sampleRow(t, e);
      const value = g.link ? await LINK_VALUES[g.name](t, user.id) : await changed(e, g.name, row[g.name]);
      const before = await stored(e, row.id);
      const send = () =>
        t.put(`${e.api}/edit`, { id: row.id, version: Number(before.version), [g.name]: value }, user.headers);
      const refused = await send();
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(await stored(e, row.id)).toEqual(before);
      await user.grant([...base, g.code]);
      const allowed = await send();
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    });
  }

  for (const e of importable) {
    it(`${e.name}: importExcel needs its code`, async () => {
      const body = await sampleBody(t, e);
      const keys = Object.keys(body);
      const file = await workbookOf([keys, keys.map((k) => body[k] as string | number | boolean)]);
      const list = permissionCode(e, 'list');
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom(e.table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const without = await userWith(t, [list, permissionCode(e, 'add')]);
      const withCode = await userWith(t, [list, permissionCode(e, 'importExcel')]);
      const n = await count();
      expect((await importFile(t, e.api, file, {}, without.headers)).status).toBe(403);
      expect(await count()).toBe(n);
      const r = await importFile(t, e.api, file, {}, withCode.headers);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(await count()).toBe(n + 1);
    });
  }
});
