// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysPermissionDataRule } from '../types/sys-permission-data-rule.ts';

/** Typed client for Data rule (/sys/permissionDataRule). */
export function sysPermissionDataRuleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysPermissionDataRule>> =>
      dp.getList<SysPermissionDataRule>('sys_permission_data_rule', params),
    get: (id: string): Promise<SysPermissionDataRule> =>
      dp.getOne<SysPermissionDataRule>('sys_permission_data_rule', id),
    add: (data: Partial<SysPermissionDataRule>): Promise<SysPermissionDataRule> =>
      dp.create<SysPermissionDataRule>('sys_permission_data_rule', data),
    edit: (data: Partial<SysPermissionDataRule> & { id: string; version: number }): Promise<SysPermissionDataRule> =>
      dp.update<SysPermissionDataRule>('sys_permission_data_rule', data),
    remove: (id: string): Promise<void> => dp.delete('sys_permission_data_rule', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_permission_data_rule', ids),
  };
}
