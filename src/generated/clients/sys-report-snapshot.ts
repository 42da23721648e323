// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysReportSnapshot } from '../types/sys-report-snapshot.ts';

/** Typed client for Row count snapshot (/sys/reportSnapshot). */
export function sysReportSnapshotClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysReportSnapshot>> =>
      dp.getList<SysReportSnapshot>('sys_report_snapshot', params),
    get: (id: string): Promise<SysReportSnapshot> => dp.getOne<SysReportSnapshot>('sys_report_snapshot', id),
    add: (data: Partial<SysReportSnapshot>): Promise<SysReportSnapshot> =>
      dp.create<SysReportSnapshot>('sys_report_snapshot', data),
    edit: (data: Partial<SysReportSnapshot> & { id: string; version: number }): Promise<SysReportSnapshot> =>
      dp.update<SysReportSnapshot>('sys_report_snapshot', data),
    remove: (id: string): Promise<void> => dp.delete('sys_report_snapshot', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_report_snapshot', ids),
  };
}
