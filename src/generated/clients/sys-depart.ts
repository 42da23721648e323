// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysDepart, SysDepartAdd, SysDepartEdit } from '../types/sys-depart.ts';

/** Typed client for Department (/sys/sysDepart). */
export function sysDepartClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDepart>> => dp.getList<SysDepart>('sys_depart', params),
    get: (id: string): Promise<SysDepart> => dp.getOne<SysDepart>('sys_depart', id),
    add: (data: SysDepartAdd): Promise<SysDepart> => dp.create<SysDepart>('sys_depart', data as Partial<SysDepart>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysDepartEdit): Promise<SysDepart> => dp.update<SysDepart>('sys_depart', data),
    remove: (id: string): Promise<void> => dp.delete('sys_depart', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_depart', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_depart', params, options),
  };
}
