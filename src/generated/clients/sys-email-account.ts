// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysEmailAccount } from '../types/sys-email-account.ts';

/** Typed client for Email account (/sys/emailAccount). */
export function sysEmailAccountClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysEmailAccount>> =>
      dp.getList<SysEmailAccount>('sys_email_account', params),
    get: (id: string): Promise<SysEmailAccount> => dp.getOne<SysEmailAccount>('sys_email_account', id),
    add: (data: Partial<SysEmailAccount>): Promise<SysEmailAccount> =>
      dp.create<SysEmailAccount>('sys_email_account', data),
    edit: (data: Partial<SysEmailAccount> & { id: string; version: number }): Promise<SysEmailAccount> =>
      dp.update<SysEmailAccount>('sys_email_account', data),
    remove: (id: string): Promise<void> => dp.delete('sys_email_account', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_email_account', ids),
  };
}
