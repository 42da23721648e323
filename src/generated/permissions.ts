// generated from schemas/ - do not edit
export interface PermissionSeed {
  code: string;
  entity: string;
  type: 'menu' | 'button';
  title: { zh: string; en: string };
}

export const permissionSeed: PermissionSeed[] = [
  {
    code: 'wl:site:list',
    entity: 'wl_site',
    type: 'menu',
    title: {
      zh: '网点:list',
      en: 'Site: list',
    },
  },
  {
    code: 'wl:site:add',
    entity: 'wl_site',
    type: 'button',
    title: {
      zh: '网点:add',
      en: 'Site: add',
    },
  },
  {
    code: 'wl:site:edit',
    entity: 'wl_site',
    type: 'button',
    title: {
      zh: '网点:edit',
      en: 'Site: edit',
    },
  },
  {
    code: 'wl:site:delete',
    entity: 'wl_site',
    type: 'button',
    title: {
      zh: '网点:delete',
      en: 'Site: delete',
    },
  },
  {
    code: 'wl:site:deleteBatch',
    entity: 'wl_site',
    type: 'button',
    title: {
      zh: '网点:deleteBatch',
      en: 'Site: deleteBatch',
    },
  },
  {
    code: 'wl:site:exportXls',
    entity: 'wl_site',
    type: 'button',
    title: {
      zh: '网点:exportXls',
      en: 'Site: exportXls',
    },
  },
  {
    code: 'wl:site:importExcel',
    entity: 'wl_site',
    type: 'button',
    title: {
      zh: '网点:importExcel',
      en: 'Site: importExcel',
    },
  },
  {
    code: 'wl:vehicle:list',
    entity: 'wl_vehicle',
    type: 'menu',
    title: {
      zh: '车辆:list',
      en: 'Vehicle: list',
    },
  },
  {
    code: 'wl:vehicle:add',
    entity: 'wl_vehicle',
    type: 'button',
    title: {
      zh: '车辆:add',
      en: 'Vehicle: add',
    },
  },
  {
    code: 'wl:vehicle:edit',
    entity: 'wl_vehicle',
    type: 'button',
    title: {
      zh: '车辆:edit',
      en: 'Vehicle: edit',
    },
  },
  {
    code: 'wl:vehicle:delete',
    entity: 'wl_vehicle',
    type: 'button',
    title: {
      zh: '车辆:delete',
      en: 'Vehicle: delete',
    },
  },
  {
    code: 'wl:vehicle:deleteBatch',
    entity: 'wl_vehicle',
    type: 'button',
    title: {
      zh: '车辆:deleteBatch',
      en: 'Vehicle: deleteBatch',
    },
  },
  {
    code: 'wl:vehicle:exportXls',
    entity: 'wl_vehicle',
    type: 'button',
    title: {
      zh: '车辆:exportXls',
      en: 'Vehicle: exportXls',
    },
  },
  {
    code: 'wl:vehicle:importExcel',
    entity: 'wl_vehicle',
    type: 'button',
    title: {
      zh: '车辆:importExcel',
      en: 'Vehicle: importExcel',
    },
  },
  {
    code: 'wl:vehicleType:list',
    entity: 'wl_vehicle_type',
    type: 'menu',
    title: {
      zh: '车辆类型:list',
      en: 'Vehicle type: list',
    },
  },
  {
    code: 'wl:vehicleType:add',
    entity: 'wl_vehicle_type',
    type: 'button',
    title: {
      zh: '车辆类型:add',
      en: 'Vehicle type: add',
    },
  },
  {
    code: 'wl:vehicleType:edit',
    entity: 'wl_vehicle_type',
    type: 'button',
    title: {
      zh: '车辆类型:edit',
      en: 'Vehicle type: edit',
    },
  },
  {
    code: 'wl:vehicleType:delete',
    entity: 'wl_vehicle_type',
    type: 'button',
    title: {
      zh: '车辆类型:delete',
      en: 'Vehicle type: delete',
    },
  },
  {
    code: 'wl:vehicleType:deleteBatch',
    entity: 'wl_vehicle_type',
    type: 'button',
    title: {
      zh: '车辆类型:deleteBatch',
      en: 'Vehicle type: deleteBatch',
    },
  },
  {
    code: 'wl:vehicleType:exportXls',
    entity: 'wl_vehicle_type',
    type: 'button',
    title: {
      zh: '车辆类型:exportXls',
      en: 'Vehicle type: exportXls',
    },
  },
  {
    code: 'wl:vehicleType:importExcel',
    entity: 'wl_vehicle_type',
    type: 'button',
    title: {
      zh: '车辆类型:importExcel',
      en: 'Vehicle type: importExcel',
    },
  },
  {
    code: 'system:user:list',
    entity: 'sys_user',
    type: 'menu',
    title: {
      zh: '用户:list',
      en: 'User: list',
    },
  },
  {
    code: 'system:user:add',
    entity: 'sys_user',
    type: 'button',
    title: {
      zh: '用户:add',
      en: 'User: add',
    },
  },
  {
    code: 'system:user:edit',
    entity: 'sys_user',
    type: 'button',
    title: {
      zh: '用户:edit',
      en: 'User: edit',
    },
  },
  {
    code: 'system:user:delete',
    entity: 'sys_user',
    type: 'button',
    title: {
      zh: '用户:delete',
      en: 'User: delete',
    },
  },
  {
    code: 'system:user:deleteBatch',
    entity: 'sys_user',
    type: 'button',
    title: {
      zh: '用户:deleteBatch',
      en: 'User: deleteBatch',
    },
  },
  {
    code: 'system:user:exportXls',
    entity: 'sys_user',
    type: 'button',
    title: {
      zh: '用户:exportXls',
      en: 'User: exportXls',
    },
  },
  {
    code: 'system:user:importExcel',
    entity: 'sys_user',
    type: 'button',
    title: {
      zh: '用户:importExcel',
      en: 'User: importExcel',
    },
  },
];
