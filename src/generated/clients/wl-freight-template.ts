// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlFreightTemplate } from '../types/wl-freight-template.ts';

/** Typed client for Freight template (/wl/freightTemplate). */
export function wlFreightTemplateClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlFreightTemplate>> =>
      dp.getList<WlFreightTemplate>('wl_freight_template', params),
    get: (id: string): Promise<WlFreightTemplate> => dp.getOne<WlFreightTemplate>('wl_freight_template', id),
    add: (data: Partial<WlFreightTemplate>): Promise<WlFreightTemplate> =>
      dp.create<WlFreightTemplate>('wl_freight_template', data),
    edit: (data: Partial<WlFreightTemplate> & { id: string; version: number }): Promise<WlFreightTemplate> =>
      dp.update<WlFreightTemplate>('wl_freight_template', data),
    remove: (id: string): Promise<void> => dp.delete('wl_freight_template', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_freight_template', ids),
  };
}
