// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlTransportLine, WlTransportLineAdd, WlTransportLineEdit } from '../types/wl-transport-line.ts';

/** Typed client for Transport line (/wl/transportLine). */
export function wlTransportLineClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlTransportLine>> =>
      dp.getList<WlTransportLine>('wl_transport_line', params),
    get: (id: string): Promise<WlTransportLine> => dp.getOne<WlTransportLine>('wl_transport_line', id),
    add: (data: WlTransportLineAdd): Promise<WlTransportLine> =>
      dp.create<WlTransportLine>('wl_transport_line', data as Partial<WlTransportLine>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlTransportLineEdit): Promise<WlTransportLine> =>
      dp.update<WlTransportLine>('wl_transport_line', data),
    remove: (id: string): Promise<void> => dp.delete('wl_transport_line', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_transport_line', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_transport_line', params, options),
  };
}
