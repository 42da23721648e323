// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysFillRule } from '../types/sys-fill-rule.ts';

/** Typed client for Fill rule (/sys/fillRule). */
export function sysFillRuleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysFillRule>> =>
      dp.getList<SysFillRule>('sys_fill_rule', params),
    get: (id: string): Promise<SysFillRule> => dp.getOne<SysFillRule>('sys_fill_rule', id),
    add: (data: Partial<SysFillRule>): Promise<SysFillRule> => dp.create<SysFillRule>('sys_fill_rule', data),
    edit: (data: Partial<SysFillRule> & { id: string; version: number }): Promise<SysFillRule> =>
      dp.update<SysFillRule>('sys_fill_rule', data),
    remove: (id: string): Promise<void> => dp.delete('sys_fill_rule', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_fill_rule', ids),
  };
}
