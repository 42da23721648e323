// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysCheckRule } from '../types/sys-check-rule.ts';

/** Typed client for Check rule (/sys/checkRule). */
export function sysCheckRuleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysCheckRule>> =>
      dp.getList<SysCheckRule>('sys_check_rule', params),
    get: (id: string): Promise<SysCheckRule> => dp.getOne<SysCheckRule>('sys_check_rule', id),
    add: (data: Partial<SysCheckRule>): Promise<SysCheckRule> => dp.create<SysCheckRule>('sys_check_rule', data),
    edit: (data: Partial<SysCheckRule> & { id: string; version: number }): Promise<SysCheckRule> =>
      dp.update<SysCheckRule>('sys_check_rule', data),
    remove: (id: string): Promise<void> => dp.delete('sys_check_rule', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_check_rule', ids),
  };
}
