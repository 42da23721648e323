// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysUserTenant, SysUserTenantAdd, SysUserTenantEdit } from '../types/sys-user-tenant.ts';

/** Typed client for User tenant (/sys/userTenant). */
export function sysUserTenantClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysUserTenant>> =>
      dp.getList<SysUserTenant>('sys_user_tenant', params),
    get: (id: string): Promise<SysUserTenant> => dp.getOne<SysUserTenant>('sys_user_tenant', id),
    add: (data: SysUserTenantAdd): Promise<SysUserTenant> =>
      dp.create<SysUserTenant>('sys_user_tenant', data as Partial<SysUserTenant>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysUserTenantEdit): Promise<SysUserTenant> => dp.update<SysUserTenant>('sys_user_tenant', data),
    remove: (id: string): Promise<void> => dp.delete('sys_user_tenant', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_user_tenant', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_user_tenant', params, options),
  };
}
