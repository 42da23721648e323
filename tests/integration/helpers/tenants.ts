// Tenant membership through the API: creates tenant `tenantNo` when missing and adds `username`
// to it (sys_user_tenant via the user form's relTenantIds), keeping the default tenant 0.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

type Row = Record<string, unknown> & { id: string; version: number };

export async function addTenantMember(t: TestApp, username: string, tenantNo: number) {
  const tenants = await t.get<{ records: Row[] }>('/sys/tenant/list', { tenantNo, pageSize: 1 });
  if (tenants.body.result.records.length === 0) {
    const r = await t.post('/sys/tenant/add', { tenantNo, name: `Tenant ${tenantNo}`, status: '1' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  const users = await t.get<{ records: Row[] }>('/sys/user/list', { username });
  const user = users.body.result.records[0];
  const mine = await t.db.selectFrom('sys_user_tenant').select('tenant_no').where('user_id', '=', user.id).execute();
  const all = new Set([0, ...mine.map((r) => Number(r.tenant_no)), tenantNo]);
  const r = await t.put('/sys/user/edit', { id: user.id, version: user.version, relTenantIds: [...all].join(',') });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}
