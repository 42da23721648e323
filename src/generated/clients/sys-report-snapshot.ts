// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysReportSnapshot, SysReportSnapshotAdd, SysReportSnapshotEdit } from '../types/sys-report-snapshot.ts';

/** Typed client for Row count snapshot (/sys/reportSnapshot). */
export function sysReportSnapshotClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysReportSnapshot>> =>
      dp.getList<SysReportSnapshot>('sys_report_snapshot', params),
    get: (id: string): Promise<SysReportSnapshot> => dp.getOne<SysReportSnapshot>('sys_report_snapshot', id),
    add: (data: SysReportSnapshotAdd): Promise<SysReportSnapshot> =>
      dp.create<SysReportSnapshot>('sys_report_snapshot', data as Partial<SysReportSnapshot>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysReportSnapshotEdit): Promise<SysReportSnapshot> =>
      dp.update<SysReportSnapshot>('sys_report_snapshot', data),
    remove: (id: string): Promise<void> => dp.delete('sys_report_snapshot', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_report_snapshot', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_report_snapshot', params, options),
  };
}
