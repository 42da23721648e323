// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type {
  SysPermissionDataRule,
  SysPermissionDataRuleAdd,
  SysPermissionDataRuleEdit,
} from '../types/sys-permission-data-rule.ts';

/** Typed client for Data rule (/sys/permissionDataRule). */
export function sysPermissionDataRuleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysPermissionDataRule>> =>
      dp.getList<SysPermissionDataRule>('sys_permission_data_rule', params),
    get: (id: string): Promise<SysPermissionDataRule> =>
      dp.getOne<SysPermissionDataRule>('sys_permission_data_rule', id),
    add: (data: SysPermissionDataRuleAdd): Promise<SysPermissionDataRule> =>
      dp.create<SysPermissionDataRule>('sys_permission_data_rule', data as Partial<SysPermissionDataRule>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysPermissionDataRuleEdit): Promise<SysPermissionDataRule> =>
      dp.update<SysPermissionDataRule>('sys_permission_data_rule', data),
    remove: (id: string): Promise<void> => dp.delete('sys_permission_data_rule', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_permission_data_rule', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_permission_data_rule', params, options),
  };
}
