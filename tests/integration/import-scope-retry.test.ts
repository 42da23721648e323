// Excel import by a user under data rules: a batch holding a record the rules would not show is
// refused for that record and written again without it. The records written on the second try are
// stored as the file gave them: a password is hashed once (the driver can sign in with it), not
// twice from the first try's already hashed value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/engine/crud/password.ts';
import { DIALECTS } from './helpers/databases.ts';
import { importFile, tempRoot, workbookOf } from './helpers/import.ts';
import { bindDataRule, userWith } from './helpers/permission-users.ts';
import { addOk } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const PASSWORD = 'Drv#Import2026';

describe.each(DIALECTS)('Excel import under data rules on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: tempRoot() } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('writes the records inside the rules once, their passwords hashed once', async () => {
    const site = await addOk(t, '/wl/site', { siteName: 'Retry Hub', type: 0, siteMode: 0 });
    await addOk(t, '/wl/fleet', { siteId: site.id, name: 'Retry Fleet', manager: 'Musa', managerPhone: '13800000031' });
    const u = await userWith(t, ['wl:driver:list', 'wl:driver:add', 'wl:driver:importExcel', 'wl:fleet:list']);
    // The user sees only male drivers (sex = 1).
    await bindDataRule(t, u, 'wl:driver:list', { ruleName: 'male drivers', ruleColumn: 'sex', ruleValue: '1' });
    const file = await workbookOf([
      ['所属车队', '姓名', '登录账号', '密码', '手机号', '性别'],
      ['Retry Fleet', 'Inside One', 'retryinside1', PASSWORD, '13800000032', '男'],
      ['Retry Fleet', 'Outside One', 'retryoutside1', PASSWORD, '13800000033', '女'],
      ['Retry Fleet', 'Inside Two', 'retryinside2', PASSWORD, '13800000034', '男'],
    ]);
    const r = await importFile(t, '/wl/driver', file, {}, { ...u.headers, 'accept-language': 'zh-CN' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ code: 201, result: { total: 3, imported: 2, failed: 1 } });
    expect(r.body.result.errors).toEqual([{ row: 3, message: '数据权限规则不允许此记录' }]);

    const rows = (await t.db
      .selectFrom('wl_driver')
      .select(['username', 'password'])
      .where('username', 'in', ['retryinside1', 'retryoutside1', 'retryinside2'])
      .orderBy('username')
      .execute()) as { username: string; password: string }[];
    expect(rows.map((x) => x.username)).toEqual(['retryinside1', 'retryinside2']);
    for (const row of rows) expect(await verifyPassword(PASSWORD, row.password), row.username).toBe(true);
    // one add row per written driver, none for the refused one
    const logs = await t.db
      .selectFrom('sys_data_log')
      .select(['op', 'new_data'])
      .where('table_name', '=', 'wl_driver')
      .execute();
    const logged = logs.map((l) => (JSON.parse(String(l.new_data)) as { username: string }).username).sort();
    expect(logged).toEqual(['retryinside1', 'retryinside2']);
    expect(logs.every((l) => l.op === 'add')).toBe(true);
  });
});
