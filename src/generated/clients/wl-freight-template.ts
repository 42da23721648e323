// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlFreightTemplate, WlFreightTemplateAdd, WlFreightTemplateEdit } from '../types/wl-freight-template.ts';
import type { WlFreight } from '../types/wl-freight.ts';

/** Typed client for Freight template (/wl/freightTemplate). */
export function wlFreightTemplateClient(dp: DataProvider & Required<Pick<DataProvider, 'getDetails'>>) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlFreightTemplate>> =>
      dp.getList<WlFreightTemplate>('wl_freight_template', params),
    get: (id: string): Promise<WlFreightTemplate> => dp.getOne<WlFreightTemplate>('wl_freight_template', id),
    add: (data: WlFreightTemplateAdd): Promise<WlFreightTemplate> =>
      dp.create<WlFreightTemplate>('wl_freight_template', data as Partial<WlFreightTemplate>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlFreightTemplateEdit): Promise<WlFreightTemplate> =>
      dp.update<WlFreightTemplate>('wl_freight_template', data),
    remove: (id: string): Promise<void> => dp.delete('wl_freight_template', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_freight_template', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_freight_template', params, options),
    /** Detail rows; they are saved with the record through add and edit. */
    details: {
      /** 运费阶梯 / Freight tiers of one record (GET /wl/freightTemplate/details/freightList?id=), labels included. */
      freightList: (id: string): Promise<WlFreight[]> =>
        dp.getDetails<WlFreight>('wl_freight_template', 'freightList', id),
    },
  };
}
