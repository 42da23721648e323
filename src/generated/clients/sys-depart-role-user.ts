// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysDepartRoleUser } from '../types/sys-depart-role-user.ts';

/** Typed client for Department role user (/sys/departRoleUser). */
export function sysDepartRoleUserClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDepartRoleUser>> =>
      dp.getList<SysDepartRoleUser>('sys_depart_role_user', params),
    get: (id: string): Promise<SysDepartRoleUser> => dp.getOne<SysDepartRoleUser>('sys_depart_role_user', id),
    add: (data: Partial<SysDepartRoleUser>): Promise<SysDepartRoleUser> =>
      dp.create<SysDepartRoleUser>('sys_depart_role_user', data),
    edit: (data: Partial<SysDepartRoleUser> & { id: string; version: number }): Promise<SysDepartRoleUser> =>
      dp.update<SysDepartRoleUser>('sys_depart_role_user', data),
    remove: (id: string): Promise<void> => dp.delete('sys_depart_role_user', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_depart_role_user', ids),
  };
}
