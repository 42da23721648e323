// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysFillRule, SysFillRuleAdd, SysFillRuleEdit } from '../types/sys-fill-rule.ts';

/** Typed client for Fill rule (/sys/fillRule). */
export function sysFillRuleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysFillRule>> =>
      dp.getList<SysFillRule>('sys_fill_rule', params),
    get: (id: string): Promise<SysFillRule> => dp.getOne<SysFillRule>('sys_fill_rule', id),
    add: (data: SysFillRuleAdd): Promise<SysFillRule> =>
      dp.create<SysFillRule>('sys_fill_rule', data as Partial<SysFillRule>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysFillRuleEdit): Promise<SysFillRule> => dp.update<SysFillRule>('sys_fill_rule', data),
    remove: (id: string): Promise<void> => dp.delete('sys_fill_rule', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_fill_rule', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_fill_rule', params, options),
  };
}
