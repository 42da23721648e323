// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysTenant, SysTenantAdd, SysTenantEdit } from '../types/sys-tenant.ts';

/** Typed client for Tenant (/sys/tenant). */
export function sysTenantClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysTenant>> => dp.getList<SysTenant>('sys_tenant', params),
    get: (id: string): Promise<SysTenant> => dp.getOne<SysTenant>('sys_tenant', id),
    add: (data: SysTenantAdd): Promise<SysTenant> => dp.create<SysTenant>('sys_tenant', data as Partial<SysTenant>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysTenantEdit): Promise<SysTenant> => dp.update<SysTenant>('sys_tenant', data),
    remove: (id: string): Promise<void> => dp.delete('sys_tenant', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_tenant', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_tenant', params, options),
  };
}
