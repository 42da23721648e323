// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysDepartRole } from '../types/sys-depart-role.ts';

/** Typed client for Department role (/sys/sysDepartRole). */
export function sysDepartRoleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDepartRole>> =>
      dp.getList<SysDepartRole>('sys_depart_role', params),
    get: (id: string): Promise<SysDepartRole> => dp.getOne<SysDepartRole>('sys_depart_role', id),
    add: (data: Partial<SysDepartRole>): Promise<SysDepartRole> => dp.create<SysDepartRole>('sys_depart_role', data),
    edit: (data: Partial<SysDepartRole> & { id: string; version: number }): Promise<SysDepartRole> =>
      dp.update<SysDepartRole>('sys_depart_role', data),
    remove: (id: string): Promise<void> => dp.delete('sys_depart_role', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_depart_role', ids),
  };
}
