// Mass assignment through the generic add and edit: audit columns (createBy, createTime), version, id,
// tenant, a workflow's state, a user's password hash and salt, and roles sent by a user who may not
// grant them are refused (4xx, nothing stored) or ignored (the stored row holds the server's values).
// `__proto__` and `constructor` keys in bodies and query strings are harmless data or a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../integration/helpers/databases.ts';
import { importFile, workbookOf } from '../integration/helpers/import.ts';
import { newOrder } from '../integration/helpers/orders.ts';
import { userWith, type PermUser } from '../integration/helpers/permission-users.ts';
import { API, LEAK, startSecurityServer, type HttpAnswer, type SecurityServer } from './helpers/server.ts';

type Row = Record<string, unknown>;

const FORGED = {
  id: 'forged-id-0001',
  createBy: 'mallory',
  createTime: '2001-01-01 00:00:00',
  updateBy: 'mallory',
  updateTime: '2001-01-01 00:00:00',
  version: 77,
  tenantId: 9,
  delFlag: 1,
  sysOrgCode: 'FORGED',
};

describe.each(DIALECTS)('mass assignment and prototype keys on %s', (dialect) => {
  let s: SecurityServer;
  let clerk: PermUser;
  beforeAll(async () => {
    s = await startSecurityServer(dialect);
    clerk = await userWith(s.t, [
      'wl:site:list',
      'wl:site:add',
      'wl:site:edit',
      'wl:site:importExcel',
      'wl:order:list',
      'wl:order:add',
      'wl:order:edit',
    ]);
  });
  afterAll(async () => s?.close());

  const rowsNamed = (name: string) => s.t.db.selectFrom('wl_site').selectAll().where('site_name', '=', name).execute();

  /** Refused (4xx, no envelope success) or ignored (the caller must check the stored row). */
  function refusedOrOk(r: HttpAnswer, what: string): boolean {
    expect(r.status, `${what}: ${r.text.slice(0, 300)}`).toBeLessThan(500);
    expect(r.text, what).not.toMatch(LEAK);
    if (r.status !== 200) {
      expect(r.status, what).toBeGreaterThanOrEqual(400);
      return false;
    }
    return true;
  }

  function ownValues(row: Row | undefined, what: string) {
    expect(row, what).toBeDefined();
    expect(row!.id, what).not.toBe(FORGED.id);
    expect(row!.create_by, what).not.toBe('mallory');
    expect(String(row!.create_time ?? ''), what).not.toMatch(/^2001/);
    expect(row!.update_by ?? null, what).not.toBe('mallory');
    expect(Number(row!.version), what).toBeLessThan(10);
    expect(Number(row!.tenant_id ?? 0), what).toBe(0);
    expect(row!.sys_org_code ?? null, what).not.toBe('FORGED');
    if ('del_flag' in row!) expect(Number(row!.del_flag ?? 0), what).toBe(0);
  }

  it('add: audit columns, id, version and tenant are not taken from the body', async () => {
    for (const [key, value] of Object.entries(FORGED)) {
      const name = `MA-add-${key}`;
      const r = await s.http('POST', `${API}/wl/site/add`, {
        token: clerk.token,
        body: { siteName: name, type: 0, siteMode: 0, [key]: value },
      });
      const rows = await rowsNamed(name);
      if (refusedOrOk(r, key)) ownValues(rows[0], key);
      else expect(rows, key).toEqual([]);
    }
  });

  it('edit: audit columns, id, tenant and version are not taken from the body', async () => {
    const added = await s.http('POST', `${API}/wl/site/add`, {
      token: clerk.token,
      body: { siteName: 'MA-edit', type: 0, siteMode: 0 },
    });
    const site = added.json?.result as { id: string; version: number };
    for (const [key, value] of Object.entries(FORGED)) {
      if (key === 'id' || key === 'version') continue;
      const [before] = await rowsNamed('MA-edit');
      const r = await s.http('PUT', `${API}/wl/site/edit`, {
        token: clerk.token,
        body: { id: site.id, version: Number(before!.version), siteName: 'MA-edit', [key]: value },
      });
      refusedOrOk(r, key);
      const [after] = await rowsNamed('MA-edit');
      ownValues(after, key);
      expect(after!.id).toBe(site.id);
    }
    // A version from the future is a conflict, never a way to set the counter.
    const [now] = await rowsNamed('MA-edit');
    const future = await s.http('PUT', `${API}/wl/site/edit`, {
      token: clerk.token,
      body: { id: site.id, version: 999, siteName: 'MA-edit' },
    });
    expect(future.status).toBe(409);
    expect((await rowsNamed('MA-edit'))[0]!.version).toEqual(now!.version);
  });

  it('import: system columns in the workbook are refused or ignored, row by row', async () => {
    const keys = ['siteName', 'type', 'siteMode', ...Object.keys(FORGED)];
    const rows = [keys, ['MA-import-1', 0, 0, ...Object.values(FORGED)]];
    const r = await importFile(s.t, '/wl/site', await workbookOf(rows), {}, { 'x-access-token': clerk.token });
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
    const stored = await rowsNamed('MA-import-1');
    if (stored.length > 0) ownValues(stored[0], 'import');
    // One forged column at a time as well, so a refusal of one column does not hide another.
    for (const [key, value] of Object.entries(FORGED)) {
      const name = `MA-import-${key}`;
      const book = await workbookOf([
        ['siteName', 'type', 'siteMode', key],
        [name, 0, 0, value],
      ]);
      const one = await importFile(s.t, '/wl/site', book, {}, { 'x-access-token': clerk.token });
      expect(one.status, `${key}: ${JSON.stringify(one.body)}`).toBeLessThan(500);
      // The row is imported (the column is ignored and named in the message), with the server's values.
      const got = await rowsNamed(name);
      expect(got, key).toHaveLength(1);
      ownValues(got[0], `import ${key}`);
    }
  });

  it("a workflow's state moves only by its actions, not through add or edit", async () => {
    const order = newOrder(`MA${Date.now().toString(36)}`);
    const add = await s.http('POST', `${API}/wl/order/add`, { token: clerk.token, body: { ...order, orderState: 80 } });
    const stored = () =>
      s.t.db.selectFrom('wl_order').selectAll().where('order_no', '=', order.orderNo).executeTakeFirst();
    if (refusedOrOk(add, 'add orderState')) expect(Number((await stored())!.order_state)).toBe(10);
    else expect(await stored()).toBeUndefined();
    if (!(await stored())) {
      const plain = await s.http('POST', `${API}/wl/order/add`, { token: clerk.token, body: order });
      expect(plain.status, plain.text).toBe(200);
    }
    const row = (await stored())!;
    const edit = await s.http('PUT', `${API}/wl/order/edit`, {
      token: clerk.token,
      body: { id: row.id, version: Number(row.version), orderState: 80 },
    });
    refusedOrOk(edit, 'edit orderState');
    expect(Number((await stored())!.order_state)).toBe(10);
  });

  it("a user's password hash, salt and status are not set raw, and roles only by who may grant them", async () => {
    const add = await s.http('POST', `${API}/sys/user/add`, {
      token: s.t.token,
      body: { username: 'ma_user', realname: 'MA', password: 'Ma#User2026ok', status: 0, salt: 'forged-salt' },
    });
    const user = () => s.t.db.selectFrom('sys_user').selectAll().where('username', '=', 'ma_user').executeTakeFirst();
    if (refusedOrOk(add, 'salt')) {
      const u = (await user())!;
      expect(u.salt).not.toBe('forged-salt');
      expect(u.password).not.toBe('Ma#User2026ok');
    } else expect(await user()).toBeUndefined();
    // The clerk (no system:user codes) cannot edit a user, itself included, nor give itself a role.
    const adminRole = await s.t.db
      .selectFrom('sys_role')
      .select('id')
      .where('role_code', '=', 'admin')
      .executeTakeFirst();
    const me = await s.t.db.selectFrom('sys_user').selectAll().where('id', '=', clerk.id).executeTakeFirstOrThrow();
    const self = await s.http('PUT', `${API}/sys/user/edit`, {
      token: clerk.token,
      body: { id: clerk.id, version: Number(me.version), selectedroles: adminRole?.id ?? 'x', status: 1 },
    });
    expect(self.status).toBe(403);
    const roles = await s.t.db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', clerk.id).execute();
    expect(roles.map((r) => r.role_id)).toEqual([clerk.roleId]);
    // Nor can it send a role through the site form.
    const site = await s.http('POST', `${API}/wl/site/add`, {
      token: clerk.token,
      body: { siteName: 'MA-roles', type: 0, siteMode: 0, selectedroles: adminRole?.id ?? 'x' },
    });
    refusedOrOk(site, 'selectedroles on a site');
    expect(
      (await s.t.db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', clerk.id).execute()).length,
    ).toBe(1);
  });

  it('__proto__ and constructor keys in JSON bodies and query strings are harmless', async () => {
    const bodies = [
      '{"siteName":"MA-proto1","type":0,"siteMode":0,"__proto__":{"isAdmin":true,"tenantId":9}}',
      '{"siteName":"MA-proto2","type":0,"siteMode":0,"constructor":{"prototype":{"isAdmin":true}}}',
      '{"siteName":"MA-proto3","type":0,"siteMode":0,"__proto__":{"siteName":"MA-polluted"}}',
    ];
    for (const raw of bodies) {
      const r = await s.http('POST', `${API}/wl/site/add`, {
        token: clerk.token,
        rawBody: raw,
        headers: { 'content-type': 'application/json' },
        unsigned: true,
      });
      expect(r.status, raw).toBeLessThan(500);
      expect(r.text).not.toMatch(LEAK);
    }
    // Nothing reached the prototype of plain objects in the server process.
    expect(({} as Row).isAdmin).toBeUndefined();
    expect(({} as Row).siteName).toBeUndefined();
    expect(await rowsNamed('MA-polluted')).toEqual([]);
    for (const query of [
      '__proto__[isAdmin]=1',
      '__proto__.isAdmin=1',
      'constructor[prototype][isAdmin]=1',
      '__proto__=x',
      'constructor=x',
      'siteName[__proto__]=x',
    ]) {
      const r = await s.http('GET', `${API}/wl/site/list?${query}`, { token: clerk.token });
      expect(r.status, query).toBeLessThan(500);
      expect(r.text, query).not.toMatch(LEAK);
    }
    // The server still answers normally afterwards.
    const after = await s.http('GET', `${API}/wl/site/list?siteName=MA-add-id`, { token: clerk.token });
    expect(after.status).toBe(200);
    expect(after.text).not.toContain('isAdmin');
  });
});
