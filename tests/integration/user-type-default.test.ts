// New users are not administrators by default: sys_user's 用户类型 (roleType, dictionary user_role_type)
// defaults to 4 普通用户 / Regular user, in the registry the form reads its defaults from and on the
// server when an add leaves the field out; administrators (0) are chosen explicitly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe('sys_user roleType in the registry', () => {
  it('defaults to the regular-user type, which the dictionary names', () => {
    const field = registry.entities.sys_user.fields.find((f) => f.name === 'roleType');
    expect(field?.default).toBe(4);
    const dict = registry.dicts.user_role_type;
    const item = dict.items.find((i) => i.value === 4);
    expect(item?.label).toEqual({ zh: '普通用户', en: 'Regular user' });
    expect(dict.items.find((i) => i.value === 0)?.label.zh).toBe('管理员');
  });
});

describe.each(DIALECTS)('sys_user roleType default on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  it('stores 4 and lists 普通用户 / Regular user when the form leaves the type alone', async () => {
    const r = await t.post<{ id: string }>('/sys/user/add', {
      username: 'plain_user',
      realname: 'Plain',
      password: 'Plain#2026x',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = await t.db
      .selectFrom('sys_user')
      .select('role_type')
      .where('username', '=', 'plain_user')
      .executeTakeFirstOrThrow();
    expect(Number(row.role_type)).toBe(4);
    const zh = await t.get<{ records: Record<string, unknown>[] }>('/sys/user/list', { username: 'plain_user' });
    expect(zh.body.result.records[0]).toMatchObject({ roleType: 4, roleType_dictText: '普通用户' });
    const en = await t.get<{ records: Record<string, unknown>[] }>(
      '/sys/user/list',
      { username: 'plain_user' },
      { 'accept-language': 'en' },
    );
    expect(en.body.result.records[0]).toMatchObject({ roleType_dictText: 'Regular user' });

    const admin = await t.post('/sys/user/add', {
      username: 'chosen_admin',
      realname: 'A',
      password: 'Chosen#2026x',
      roleType: 0,
    });
    expect(admin.status).toBe(200);
    const a = await t.db
      .selectFrom('sys_user')
      .select('role_type')
      .where('username', '=', 'chosen_admin')
      .executeTakeFirstOrThrow();
    expect(Number(a.role_type)).toBe(0);
  });
});
