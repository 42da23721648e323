// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysUserTenant } from '../types/sys-user-tenant.ts';

/** Typed client for User tenant (/sys/userTenant). */
export function sysUserTenantClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysUserTenant>> =>
      dp.getList<SysUserTenant>('sys_user_tenant', params),
    get: (id: string): Promise<SysUserTenant> => dp.getOne<SysUserTenant>('sys_user_tenant', id),
    add: (data: Partial<SysUserTenant>): Promise<SysUserTenant> => dp.create<SysUserTenant>('sys_user_tenant', data),
    edit: (data: Partial<SysUserTenant> & { id: string; version: number }): Promise<SysUserTenant> =>
      dp.update<SysUserTenant>('sys_user_tenant', data),
    remove: (id: string): Promise<void> => dp.delete('sys_user_tenant', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_user_tenant', ids),
  };
}
