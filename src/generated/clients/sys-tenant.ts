// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysTenant } from '../types/sys-tenant.ts';

/** Typed client for Tenant (/sys/tenant). */
export function sysTenantClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysTenant>> => dp.getList<SysTenant>('sys_tenant', params),
    get: (id: string): Promise<SysTenant> => dp.getOne<SysTenant>('sys_tenant', id),
    add: (data: Partial<SysTenant>): Promise<SysTenant> => dp.create<SysTenant>('sys_tenant', data),
    edit: (data: Partial<SysTenant> & { id: string; version: number }): Promise<SysTenant> =>
      dp.update<SysTenant>('sys_tenant', data),
    remove: (id: string): Promise<void> => dp.delete('sys_tenant', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_tenant', ids),
  };
}
