// The standard columns the engine adds to every entity (docs/decisions.md#5-standard-columns); schema files never declare them.
import type { FieldDef } from '../runtime/core/registry.ts';

const std = (name: string, column: string, zh: string, en: string, extra: Partial<FieldDef>): FieldDef => ({
  name,
  column,
  title: { zh, en },
  type: 'string',
  sqlType: 'varchar',
  required: false,
  secret: false,
  standard: true,
  readOnly: true,
  ...extra,
});

export function standardFields(tenant: boolean): FieldDef[] {
  return [
    std('id', 'id', '主键', 'ID', { sqlType: 'id' }),
    std('createBy', 'create_by', '创建人', 'Created by', { length: 32 }),
    std('createTime', 'create_time', '创建时间', 'Created at', { sqlType: 'datetime', format: 'date-time' }),
    std('updateBy', 'update_by', '更新人', 'Updated by', { length: 32 }),
    std('updateTime', 'update_time', '更新时间', 'Updated at', { sqlType: 'datetime', format: 'date-time' }),
    std('sysOrgCode', 'sys_org_code', '所属部门', 'Department', { length: 64 }),
    ...(tenant ? [std('tenantId', 'tenant_id', '租户', 'Tenant', { type: 'integer', sqlType: 'integer' })] : []),
    std('version', 'version', '版本', 'Version', { type: 'integer', sqlType: 'integer' }),
  ];
}
