// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysConfig, SysConfigAdd, SysConfigEdit } from '../types/sys-config.ts';

/** Typed client for System config (/sys/config). */
export function sysConfigClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysConfig>> => dp.getList<SysConfig>('sys_config', params),
    get: (id: string): Promise<SysConfig> => dp.getOne<SysConfig>('sys_config', id),
    add: (data: SysConfigAdd): Promise<SysConfig> => dp.create<SysConfig>('sys_config', data as Partial<SysConfig>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysConfigEdit): Promise<SysConfig> => dp.update<SysConfig>('sys_config', data),
    remove: (id: string): Promise<void> => dp.delete('sys_config', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_config', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_config', params, options),
  };
}
