// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysCheckRule, SysCheckRuleAdd, SysCheckRuleEdit } from '../types/sys-check-rule.ts';

/** Typed client for Check rule (/sys/checkRule). */
export function sysCheckRuleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysCheckRule>> =>
      dp.getList<SysCheckRule>('sys_check_rule', params),
    get: (id: string): Promise<SysCheckRule> => dp.getOne<SysCheckRule>('sys_check_rule', id),
    add: (data: SysCheckRuleAdd): Promise<SysCheckRule> =>
      dp.create<SysCheckRule>('sys_check_rule', data as Partial<SysCheckRule>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysCheckRuleEdit): Promise<SysCheckRule> => dp.update<SysCheckRule>('sys_check_rule', data),
    remove: (id: string): Promise<void> => dp.delete('sys_check_rule', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_check_rule', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_check_rule', params, options),
  };
}
