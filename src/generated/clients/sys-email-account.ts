// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysEmailAccount, SysEmailAccountAdd, SysEmailAccountEdit } from '../types/sys-email-account.ts';

/** Typed client for Email account (/sys/emailAccount). */
export function sysEmailAccountClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysEmailAccount>> =>
      dp.getList<SysEmailAccount>('sys_email_account', params),
    get: (id: string): Promise<SysEmailAccount> => dp.getOne<SysEmailAccount>('sys_email_account', id),
    add: (data: SysEmailAccountAdd): Promise<SysEmailAccount> =>
      dp.create<SysEmailAccount>('sys_email_account', data as Partial<SysEmailAccount>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysEmailAccountEdit): Promise<SysEmailAccount> =>
      dp.update<SysEmailAccount>('sys_email_account', data),
    remove: (id: string): Promise<void> => dp.delete('sys_email_account', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_email_account', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_email_account', params, options),
  };
}
