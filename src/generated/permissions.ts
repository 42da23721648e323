// generated from schemas/ - do not edit
import type { PermissionSeed } from '../../runtime/core/permission-seed.ts';

export type { PermissionSeed };

export const permissionSeed: PermissionSeed[] = [
  {
    code: 'wl:freight:list',
    entity: 'wl_freight',
    type: 'menu',
    title: {
      zh: '运费阶梯:list',
      en: 'Freight tier: list',
    },
  },
  {
    code: 'wl:freight:add',
    entity: 'wl_freight',
    type: 'button',
    title: {
      zh: '运费阶梯:add',
      en: 'Freight tier: add',
    },
  },
  {
    code: 'wl:freight:edit',
    entity: 'wl_freight',
    type: 'button',
    title: {
      zh: '运费阶梯:edit',
      en: 'Freight tier: edit',
    },
  },
  {
    code: 'wl:freight:delete',
    entity: 'wl_freight',
    type: 'button',
    title: {
      zh: '运费阶梯:delete',
      en: 'Freight tier: delete',
    },
  },
  {
    code: 'wl:freight:deleteBatch',
    entity: 'wl_freight',
    type: 'button',
    title: {
      zh: '运费阶梯:deleteBatch',
      en: 'Freight tier: deleteBatch',
    },
  },
  {
    code: 'wl:freight:exportXls',
    entity: 'wl_freight',
    type: 'button',
    title: {
      zh: '运费阶梯:exportXls',
      en: 'Freight tier: exportXls',
    },
  },
  {
    code: 'wl:freight:importExcel',
    entity: 'wl_freight',
    type: 'button',
    title: {
      zh: '运费阶梯:importExcel',
      en: 'Freight tier: importExcel',
    },
  },
  {
    code: 'wl:freightTemplate:list',
    entity: 'wl_freight_template',
    type: 'menu',
    title: {
      zh: '运费模板:list',
      en: 'Freight template: list',
    },
  },
  {
    code: 'wl:freightTemplate:add',
    entity: 'wl_freight_template',
    type: 'button',
    title: {
      zh: '运费模板:add',
      en: 'Freight template: add',
    },
  },
  {
    code: 'wl:freightTemplate:edit',
    entity: 'wl_freight_template',
    type: 'button',
    title: {
      zh: '运费模板:edit',
      en: 'Freight template: edit',
    },
  },
  {
    code: 'wl:freightTemplate:delete',
    entity: 'wl_freight_template',
    type: 'button',
    title: {
      zh: '运费模板:delete',
      en: 'Freight template: delete',
    },
  },
  {
    code: 'wl:freightTemplate:deleteBatch',
    entity: 'wl_freight_template',
    type: 'button',
    title: {
      zh: '运费模板:deleteBatch',
      en: 'Freight template: deleteBatch',
    },
  },
  {
    code: 'wl:freightTemplate:exportXls',
    entity: 'wl_freight_template',
    type: 'button',
    title: {
      zh: '运费模板:exportXls',
      en: 'Freight template: exportXls',
    },
  },
  {
    code: 'wl:freightTemplate:importExcel',
    entity: 'wl_freight_template',
    type: 'button',
    title: {
      zh: '运费模板:importExcel',
      en: 'Freight template: importExcel',
    },
  },
  {
    code: 'wl:order:list',
    entity: 'wl_order',
    type: 'menu',
    title: {
      zh: '货运订单:list',
      en: 'Freight order: list',
    },
  },
  {
    code: 'wl:order:add',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:add',
      en: 'Freight order: add',
    },
  },
  {
    code: 'wl:order:edit',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:edit',
      en: 'Freight order: edit',
    },
  },
  {
    code: 'wl:order:delete',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:delete',
      en: 'Freight order: delete',
    },
  },
  {
    code: 'wl:order:deleteBatch',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:deleteBatch',
      en: 'Freight order: deleteBatch',
    },
  },
  {
    code: 'wl:order:exportXls',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:exportXls',
      en: 'Freight order: exportXls',
    },
  },
  {
    code: 'wl:order:importExcel',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:importExcel',
      en: 'Freight order: importExcel',
    },
  },
  {
    code: 'wl:orderFee:list',
    entity: 'wl_order_fee',
    type: 'menu',
    title: {
      zh: '订单费用:list',
      en: 'Order fee: list',
    },
  },
  {
    code: 'wl:orderFee:add',
    entity: 'wl_order_fee',
    type: 'button',
    title: {
      zh: '订单费用:add',
      en: 'Order fee: add',
    },
  },
  {
    code: 'wl:orderFee:edit',
    entity: 'wl_order_fee',
    type: 'button',
    title: {
      zh: '订单费用:edit',
      en: 'Order fee: edit',
    },
  },
  {
    code: 'wl:orderFee:delete',
    entity: 'wl_order_fee',
    type: 'button',
    title: {
      zh: '订单费用:delete',
      en: 'Order fee: delete',
    },
  },
  {
    code: 'wl:orderFee:deleteBatch',
    entity: 'wl_order_fee',
    type: 'button',
    title: {
      zh: '订单费用:deleteBatch',
      en: 'Order fee: deleteBatch',
    },
  },
  {
    code: 'wl:orderFee:exportXls',
    entity: 'wl_order_fee',
    type: 'button',
    title: {
      zh: '订单费用:exportXls',
      en: 'Order fee: exportXls',
    },
  },
  {
    code: 'wl:orderFee:importExcel',
    entity: 'wl_order_fee',
    type: 'button',
    title: {
      zh: '订单费用:importExcel',
      en: 'Order fee: importExcel',
    },
  },
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
    code: 'wl:zone:list',
    entity: 'wl_zone',
    type: 'menu',
    title: {
      zh: '区域:list',
      en: 'Zone: list',
    },
  },
  {
    code: 'wl:zone:add',
    entity: 'wl_zone',
    type: 'button',
    title: {
      zh: '区域:add',
      en: 'Zone: add',
    },
  },
  {
    code: 'wl:zone:edit',
    entity: 'wl_zone',
    type: 'button',
    title: {
      zh: '区域:edit',
      en: 'Zone: edit',
    },
  },
  {
    code: 'wl:zone:delete',
    entity: 'wl_zone',
    type: 'button',
    title: {
      zh: '区域:delete',
      en: 'Zone: delete',
    },
  },
  {
    code: 'wl:zone:deleteBatch',
    entity: 'wl_zone',
    type: 'button',
    title: {
      zh: '区域:deleteBatch',
      en: 'Zone: deleteBatch',
    },
  },
  {
    code: 'wl:zone:exportXls',
    entity: 'wl_zone',
    type: 'button',
    title: {
      zh: '区域:exportXls',
      en: 'Zone: exportXls',
    },
  },
  {
    code: 'wl:zone:importExcel',
    entity: 'wl_zone',
    type: 'button',
    title: {
      zh: '区域:importExcel',
      en: 'Zone: importExcel',
    },
  },
  {
    code: 'wl:zoneFreight:list',
    entity: 'wl_zone_freight',
    type: 'menu',
    title: {
      zh: '区域运价:list',
      en: 'Zone freight: list',
    },
  },
  {
    code: 'wl:zoneFreight:add',
    entity: 'wl_zone_freight',
    type: 'button',
    title: {
      zh: '区域运价:add',
      en: 'Zone freight: add',
    },
  },
  {
    code: 'wl:zoneFreight:edit',
    entity: 'wl_zone_freight',
    type: 'button',
    title: {
      zh: '区域运价:edit',
      en: 'Zone freight: edit',
    },
  },
  {
    code: 'wl:zoneFreight:delete',
    entity: 'wl_zone_freight',
    type: 'button',
    title: {
      zh: '区域运价:delete',
      en: 'Zone freight: delete',
    },
  },
  {
    code: 'wl:zoneFreight:deleteBatch',
    entity: 'wl_zone_freight',
    type: 'button',
    title: {
      zh: '区域运价:deleteBatch',
      en: 'Zone freight: deleteBatch',
    },
  },
  {
    code: 'wl:zoneFreight:exportXls',
    entity: 'wl_zone_freight',
    type: 'button',
    title: {
      zh: '区域运价:exportXls',
      en: 'Zone freight: exportXls',
    },
  },
  {
    code: 'wl:zoneFreight:importExcel',
    entity: 'wl_zone_freight',
    type: 'button',
    title: {
      zh: '区域运价:importExcel',
      en: 'Zone freight: importExcel',
    },
  },
  {
    code: 'wl:zoneFreightDetail:list',
    entity: 'wl_zone_freight_detail',
    type: 'menu',
    title: {
      zh: '区域运价明细:list',
      en: 'Zone freight detail: list',
    },
  },
  {
    code: 'wl:zoneFreightDetail:add',
    entity: 'wl_zone_freight_detail',
    type: 'button',
    title: {
      zh: '区域运价明细:add',
      en: 'Zone freight detail: add',
    },
  },
  {
    code: 'wl:zoneFreightDetail:edit',
    entity: 'wl_zone_freight_detail',
    type: 'button',
    title: {
      zh: '区域运价明细:edit',
      en: 'Zone freight detail: edit',
    },
  },
  {
    code: 'wl:zoneFreightDetail:delete',
    entity: 'wl_zone_freight_detail',
    type: 'button',
    title: {
      zh: '区域运价明细:delete',
      en: 'Zone freight detail: delete',
    },
  },
  {
    code: 'wl:zoneFreightDetail:deleteBatch',
    entity: 'wl_zone_freight_detail',
    type: 'button',
    title: {
      zh: '区域运价明细:deleteBatch',
      en: 'Zone freight detail: deleteBatch',
    },
  },
  {
    code: 'wl:zoneFreightDetail:exportXls',
    entity: 'wl_zone_freight_detail',
    type: 'button',
    title: {
      zh: '区域运价明细:exportXls',
      en: 'Zone freight detail: exportXls',
    },
  },
  {
    code: 'wl:zoneFreightDetail:importExcel',
    entity: 'wl_zone_freight_detail',
    type: 'button',
    title: {
      zh: '区域运价明细:importExcel',
      en: 'Zone freight detail: importExcel',
    },
  },
  {
    code: 'system:annountCement:list',
    entity: 'sys_announcement',
    type: 'menu',
    title: {
      zh: '系统通告:list',
      en: 'Announcement: list',
    },
  },
  {
    code: 'system:annountCement:add',
    entity: 'sys_announcement',
    type: 'button',
    title: {
      zh: '系统通告:add',
      en: 'Announcement: add',
    },
  },
  {
    code: 'system:annountCement:edit',
    entity: 'sys_announcement',
    type: 'button',
    title: {
      zh: '系统通告:edit',
      en: 'Announcement: edit',
    },
  },
  {
    code: 'system:annountCement:delete',
    entity: 'sys_announcement',
    type: 'button',
    title: {
      zh: '系统通告:delete',
      en: 'Announcement: delete',
    },
  },
  {
    code: 'system:annountCement:deleteBatch',
    entity: 'sys_announcement',
    type: 'button',
    title: {
      zh: '系统通告:deleteBatch',
      en: 'Announcement: deleteBatch',
    },
  },
  {
    code: 'system:annountCement:exportXls',
    entity: 'sys_announcement',
    type: 'button',
    title: {
      zh: '系统通告:exportXls',
      en: 'Announcement: exportXls',
    },
  },
  {
    code: 'system:annountCement:importExcel',
    entity: 'sys_announcement',
    type: 'button',
    title: {
      zh: '系统通告:importExcel',
      en: 'Announcement: importExcel',
    },
  },
  {
    code: 'system:category:list',
    entity: 'sys_category',
    type: 'menu',
    title: {
      zh: '分类字典:list',
      en: 'Category: list',
    },
  },
  {
    code: 'system:category:add',
    entity: 'sys_category',
    type: 'button',
    title: {
      zh: '分类字典:add',
      en: 'Category: add',
    },
  },
  {
    code: 'system:category:edit',
    entity: 'sys_category',
    type: 'button',
    title: {
      zh: '分类字典:edit',
      en: 'Category: edit',
    },
  },
  {
    code: 'system:category:delete',
    entity: 'sys_category',
    type: 'button',
    title: {
      zh: '分类字典:delete',
      en: 'Category: delete',
    },
  },
  {
    code: 'system:category:deleteBatch',
    entity: 'sys_category',
    type: 'button',
    title: {
      zh: '分类字典:deleteBatch',
      en: 'Category: deleteBatch',
    },
  },
  {
    code: 'system:category:exportXls',
    entity: 'sys_category',
    type: 'button',
    title: {
      zh: '分类字典:exportXls',
      en: 'Category: exportXls',
    },
  },
  {
    code: 'system:category:importExcel',
    entity: 'sys_category',
    type: 'button',
    title: {
      zh: '分类字典:importExcel',
      en: 'Category: importExcel',
    },
  },
  {
    code: 'system:checkRule:list',
    entity: 'sys_check_rule',
    type: 'menu',
    title: {
      zh: '编码校验规则:list',
      en: 'Check rule: list',
    },
  },
  {
    code: 'system:checkRule:add',
    entity: 'sys_check_rule',
    type: 'button',
    title: {
      zh: '编码校验规则:add',
      en: 'Check rule: add',
    },
  },
  {
    code: 'system:checkRule:edit',
    entity: 'sys_check_rule',
    type: 'button',
    title: {
      zh: '编码校验规则:edit',
      en: 'Check rule: edit',
    },
  },
  {
    code: 'system:checkRule:delete',
    entity: 'sys_check_rule',
    type: 'button',
    title: {
      zh: '编码校验规则:delete',
      en: 'Check rule: delete',
    },
  },
  {
    code: 'system:checkRule:deleteBatch',
    entity: 'sys_check_rule',
    type: 'button',
    title: {
      zh: '编码校验规则:deleteBatch',
      en: 'Check rule: deleteBatch',
    },
  },
  {
    code: 'system:checkRule:exportXls',
    entity: 'sys_check_rule',
    type: 'button',
    title: {
      zh: '编码校验规则:exportXls',
      en: 'Check rule: exportXls',
    },
  },
  {
    code: 'system:checkRule:importExcel',
    entity: 'sys_check_rule',
    type: 'button',
    title: {
      zh: '编码校验规则:importExcel',
      en: 'Check rule: importExcel',
    },
  },
  {
    code: 'system:config:list',
    entity: 'sys_config',
    type: 'menu',
    title: {
      zh: '系统配置:list',
      en: 'System config: list',
    },
  },
  {
    code: 'system:config:add',
    entity: 'sys_config',
    type: 'button',
    title: {
      zh: '系统配置:add',
      en: 'System config: add',
    },
  },
  {
    code: 'system:config:edit',
    entity: 'sys_config',
    type: 'button',
    title: {
      zh: '系统配置:edit',
      en: 'System config: edit',
    },
  },
  {
    code: 'system:config:delete',
    entity: 'sys_config',
    type: 'button',
    title: {
      zh: '系统配置:delete',
      en: 'System config: delete',
    },
  },
  {
    code: 'system:config:deleteBatch',
    entity: 'sys_config',
    type: 'button',
    title: {
      zh: '系统配置:deleteBatch',
      en: 'System config: deleteBatch',
    },
  },
  {
    code: 'system:config:exportXls',
    entity: 'sys_config',
    type: 'button',
    title: {
      zh: '系统配置:exportXls',
      en: 'System config: exportXls',
    },
  },
  {
    code: 'system:config:importExcel',
    entity: 'sys_config',
    type: 'button',
    title: {
      zh: '系统配置:importExcel',
      en: 'System config: importExcel',
    },
  },
  {
    code: 'system:depart:list',
    entity: 'sys_depart',
    type: 'menu',
    title: {
      zh: '部门:list',
      en: 'Department: list',
    },
  },
  {
    code: 'system:depart:add',
    entity: 'sys_depart',
    type: 'button',
    title: {
      zh: '部门:add',
      en: 'Department: add',
    },
  },
  {
    code: 'system:depart:edit',
    entity: 'sys_depart',
    type: 'button',
    title: {
      zh: '部门:edit',
      en: 'Department: edit',
    },
  },
  {
    code: 'system:depart:delete',
    entity: 'sys_depart',
    type: 'button',
    title: {
      zh: '部门:delete',
      en: 'Department: delete',
    },
  },
  {
    code: 'system:depart:deleteBatch',
    entity: 'sys_depart',
    type: 'button',
    title: {
      zh: '部门:deleteBatch',
      en: 'Department: deleteBatch',
    },
  },
  {
    code: 'system:depart:exportXls',
    entity: 'sys_depart',
    type: 'button',
    title: {
      zh: '部门:exportXls',
      en: 'Department: exportXls',
    },
  },
  {
    code: 'system:depart:importExcel',
    entity: 'sys_depart',
    type: 'button',
    title: {
      zh: '部门:importExcel',
      en: 'Department: importExcel',
    },
  },
  {
    code: 'system:departRole:list',
    entity: 'sys_depart_role',
    type: 'menu',
    title: {
      zh: '部门角色:list',
      en: 'Department role: list',
    },
  },
  {
    code: 'system:departRole:add',
    entity: 'sys_depart_role',
    type: 'button',
    title: {
      zh: '部门角色:add',
      en: 'Department role: add',
    },
  },
  {
    code: 'system:departRole:edit',
    entity: 'sys_depart_role',
    type: 'button',
    title: {
      zh: '部门角色:edit',
      en: 'Department role: edit',
    },
  },
  {
    code: 'system:departRole:delete',
    entity: 'sys_depart_role',
    type: 'button',
    title: {
      zh: '部门角色:delete',
      en: 'Department role: delete',
    },
  },
  {
    code: 'system:departRole:deleteBatch',
    entity: 'sys_depart_role',
    type: 'button',
    title: {
      zh: '部门角色:deleteBatch',
      en: 'Department role: deleteBatch',
    },
  },
  {
    code: 'system:departRole:exportXls',
    entity: 'sys_depart_role',
    type: 'button',
    title: {
      zh: '部门角色:exportXls',
      en: 'Department role: exportXls',
    },
  },
  {
    code: 'system:departRole:importExcel',
    entity: 'sys_depart_role',
    type: 'button',
    title: {
      zh: '部门角色:importExcel',
      en: 'Department role: importExcel',
    },
  },
  {
    code: 'system:dict:list',
    entity: 'sys_dict',
    type: 'menu',
    title: {
      zh: '字典:list',
      en: 'Dictionary: list',
    },
  },
  {
    code: 'system:dict:add',
    entity: 'sys_dict',
    type: 'button',
    title: {
      zh: '字典:add',
      en: 'Dictionary: add',
    },
  },
  {
    code: 'system:dict:edit',
    entity: 'sys_dict',
    type: 'button',
    title: {
      zh: '字典:edit',
      en: 'Dictionary: edit',
    },
  },
  {
    code: 'system:dict:delete',
    entity: 'sys_dict',
    type: 'button',
    title: {
      zh: '字典:delete',
      en: 'Dictionary: delete',
    },
  },
  {
    code: 'system:dict:deleteBatch',
    entity: 'sys_dict',
    type: 'button',
    title: {
      zh: '字典:deleteBatch',
      en: 'Dictionary: deleteBatch',
    },
  },
  {
    code: 'system:dict:exportXls',
    entity: 'sys_dict',
    type: 'button',
    title: {
      zh: '字典:exportXls',
      en: 'Dictionary: exportXls',
    },
  },
  {
    code: 'system:dict:importExcel',
    entity: 'sys_dict',
    type: 'button',
    title: {
      zh: '字典:importExcel',
      en: 'Dictionary: importExcel',
    },
  },
  {
    code: 'system:dict:list',
    entity: 'sys_dict_item',
    type: 'menu',
    title: {
      zh: '字典项:list',
      en: 'Dictionary item: list',
    },
  },
  {
    code: 'system:dict:add',
    entity: 'sys_dict_item',
    type: 'button',
    title: {
      zh: '字典项:add',
      en: 'Dictionary item: add',
    },
  },
  {
    code: 'system:dict:edit',
    entity: 'sys_dict_item',
    type: 'button',
    title: {
      zh: '字典项:edit',
      en: 'Dictionary item: edit',
    },
  },
  {
    code: 'system:dict:delete',
    entity: 'sys_dict_item',
    type: 'button',
    title: {
      zh: '字典项:delete',
      en: 'Dictionary item: delete',
    },
  },
  {
    code: 'system:dict:deleteBatch',
    entity: 'sys_dict_item',
    type: 'button',
    title: {
      zh: '字典项:deleteBatch',
      en: 'Dictionary item: deleteBatch',
    },
  },
  {
    code: 'system:dict:exportXls',
    entity: 'sys_dict_item',
    type: 'button',
    title: {
      zh: '字典项:exportXls',
      en: 'Dictionary item: exportXls',
    },
  },
  {
    code: 'system:dict:importExcel',
    entity: 'sys_dict_item',
    type: 'button',
    title: {
      zh: '字典项:importExcel',
      en: 'Dictionary item: importExcel',
    },
  },
  {
    code: 'system:emailAccount:list',
    entity: 'sys_email_account',
    type: 'menu',
    title: {
      zh: '邮箱账户:list',
      en: 'Email account: list',
    },
  },
  {
    code: 'system:emailAccount:add',
    entity: 'sys_email_account',
    type: 'button',
    title: {
      zh: '邮箱账户:add',
      en: 'Email account: add',
    },
  },
  {
    code: 'system:emailAccount:edit',
    entity: 'sys_email_account',
    type: 'button',
    title: {
      zh: '邮箱账户:edit',
      en: 'Email account: edit',
    },
  },
  {
    code: 'system:emailAccount:delete',
    entity: 'sys_email_account',
    type: 'button',
    title: {
      zh: '邮箱账户:delete',
      en: 'Email account: delete',
    },
  },
  {
    code: 'system:emailAccount:deleteBatch',
    entity: 'sys_email_account',
    type: 'button',
    title: {
      zh: '邮箱账户:deleteBatch',
      en: 'Email account: deleteBatch',
    },
  },
  {
    code: 'system:emailAccount:exportXls',
    entity: 'sys_email_account',
    type: 'button',
    title: {
      zh: '邮箱账户:exportXls',
      en: 'Email account: exportXls',
    },
  },
  {
    code: 'system:emailAccount:importExcel',
    entity: 'sys_email_account',
    type: 'button',
    title: {
      zh: '邮箱账户:importExcel',
      en: 'Email account: importExcel',
    },
  },
  {
    code: 'system:emailLog:list',
    entity: 'sys_email_log',
    type: 'menu',
    title: {
      zh: '邮件日志:list',
      en: 'Email log: list',
    },
  },
  {
    code: 'system:emailLog:exportXls',
    entity: 'sys_email_log',
    type: 'button',
    title: {
      zh: '邮件日志:exportXls',
      en: 'Email log: exportXls',
    },
  },
  {
    code: 'system:fillRule:list',
    entity: 'sys_fill_rule',
    type: 'menu',
    title: {
      zh: '填值规则:list',
      en: 'Fill rule: list',
    },
  },
  {
    code: 'system:fillRule:add',
    entity: 'sys_fill_rule',
    type: 'button',
    title: {
      zh: '填值规则:add',
      en: 'Fill rule: add',
    },
  },
  {
    code: 'system:fillRule:edit',
    entity: 'sys_fill_rule',
    type: 'button',
    title: {
      zh: '填值规则:edit',
      en: 'Fill rule: edit',
    },
  },
  {
    code: 'system:fillRule:delete',
    entity: 'sys_fill_rule',
    type: 'button',
    title: {
      zh: '填值规则:delete',
      en: 'Fill rule: delete',
    },
  },
  {
    code: 'system:fillRule:deleteBatch',
    entity: 'sys_fill_rule',
    type: 'button',
    title: {
      zh: '填值规则:deleteBatch',
      en: 'Fill rule: deleteBatch',
    },
  },
  {
    code: 'system:fillRule:exportXls',
    entity: 'sys_fill_rule',
    type: 'button',
    title: {
      zh: '填值规则:exportXls',
      en: 'Fill rule: exportXls',
    },
  },
  {
    code: 'system:fillRule:importExcel',
    entity: 'sys_fill_rule',
    type: 'button',
    title: {
      zh: '填值规则:importExcel',
      en: 'Fill rule: importExcel',
    },
  },
  {
    code: 'system:log:list',
    entity: 'sys_log',
    type: 'menu',
    title: {
      zh: '系统日志:list',
      en: 'System log: list',
    },
  },
  {
    code: 'system:log:exportXls',
    entity: 'sys_log',
    type: 'button',
    title: {
      zh: '系统日志:exportXls',
      en: 'System log: exportXls',
    },
  },
  {
    code: 'system:permission:list',
    entity: 'sys_permission',
    type: 'menu',
    title: {
      zh: '菜单权限:list',
      en: 'Permission: list',
    },
  },
  {
    code: 'system:permission:add',
    entity: 'sys_permission',
    type: 'button',
    title: {
      zh: '菜单权限:add',
      en: 'Permission: add',
    },
  },
  {
    code: 'system:permission:edit',
    entity: 'sys_permission',
    type: 'button',
    title: {
      zh: '菜单权限:edit',
      en: 'Permission: edit',
    },
  },
  {
    code: 'system:permission:delete',
    entity: 'sys_permission',
    type: 'button',
    title: {
      zh: '菜单权限:delete',
      en: 'Permission: delete',
    },
  },
  {
    code: 'system:permission:deleteBatch',
    entity: 'sys_permission',
    type: 'button',
    title: {
      zh: '菜单权限:deleteBatch',
      en: 'Permission: deleteBatch',
    },
  },
  {
    code: 'system:permission:exportXls',
    entity: 'sys_permission',
    type: 'button',
    title: {
      zh: '菜单权限:exportXls',
      en: 'Permission: exportXls',
    },
  },
  {
    code: 'system:permission:importExcel',
    entity: 'sys_permission',
    type: 'button',
    title: {
      zh: '菜单权限:importExcel',
      en: 'Permission: importExcel',
    },
  },
  {
    code: 'system:dataRule:list',
    entity: 'sys_permission_data_rule',
    type: 'menu',
    title: {
      zh: '数据规则:list',
      en: 'Data rule: list',
    },
  },
  {
    code: 'system:dataRule:add',
    entity: 'sys_permission_data_rule',
    type: 'button',
    title: {
      zh: '数据规则:add',
      en: 'Data rule: add',
    },
  },
  {
    code: 'system:dataRule:edit',
    entity: 'sys_permission_data_rule',
    type: 'button',
    title: {
      zh: '数据规则:edit',
      en: 'Data rule: edit',
    },
  },
  {
    code: 'system:dataRule:delete',
    entity: 'sys_permission_data_rule',
    type: 'button',
    title: {
      zh: '数据规则:delete',
      en: 'Data rule: delete',
    },
  },
  {
    code: 'system:dataRule:deleteBatch',
    entity: 'sys_permission_data_rule',
    type: 'button',
    title: {
      zh: '数据规则:deleteBatch',
      en: 'Data rule: deleteBatch',
    },
  },
  {
    code: 'system:dataRule:exportXls',
    entity: 'sys_permission_data_rule',
    type: 'button',
    title: {
      zh: '数据规则:exportXls',
      en: 'Data rule: exportXls',
    },
  },
  {
    code: 'system:dataRule:importExcel',
    entity: 'sys_permission_data_rule',
    type: 'button',
    title: {
      zh: '数据规则:importExcel',
      en: 'Data rule: importExcel',
    },
  },
  {
    code: 'system:position:list',
    entity: 'sys_position',
    type: 'menu',
    title: {
      zh: '职务:list',
      en: 'Position: list',
    },
  },
  {
    code: 'system:position:add',
    entity: 'sys_position',
    type: 'button',
    title: {
      zh: '职务:add',
      en: 'Position: add',
    },
  },
  {
    code: 'system:position:edit',
    entity: 'sys_position',
    type: 'button',
    title: {
      zh: '职务:edit',
      en: 'Position: edit',
    },
  },
  {
    code: 'system:position:delete',
    entity: 'sys_position',
    type: 'button',
    title: {
      zh: '职务:delete',
      en: 'Position: delete',
    },
  },
  {
    code: 'system:position:deleteBatch',
    entity: 'sys_position',
    type: 'button',
    title: {
      zh: '职务:deleteBatch',
      en: 'Position: deleteBatch',
    },
  },
  {
    code: 'system:position:exportXls',
    entity: 'sys_position',
    type: 'button',
    title: {
      zh: '职务:exportXls',
      en: 'Position: exportXls',
    },
  },
  {
    code: 'system:position:importExcel',
    entity: 'sys_position',
    type: 'button',
    title: {
      zh: '职务:importExcel',
      en: 'Position: importExcel',
    },
  },
  {
    code: 'system:quartzJob:list',
    entity: 'sys_quartz_job',
    type: 'menu',
    title: {
      zh: '定时任务:list',
      en: 'Scheduled job: list',
    },
  },
  {
    code: 'system:quartzJob:add',
    entity: 'sys_quartz_job',
    type: 'button',
    title: {
      zh: '定时任务:add',
      en: 'Scheduled job: add',
    },
  },
  {
    code: 'system:quartzJob:edit',
    entity: 'sys_quartz_job',
    type: 'button',
    title: {
      zh: '定时任务:edit',
      en: 'Scheduled job: edit',
    },
  },
  {
    code: 'system:quartzJob:delete',
    entity: 'sys_quartz_job',
    type: 'button',
    title: {
      zh: '定时任务:delete',
      en: 'Scheduled job: delete',
    },
  },
  {
    code: 'system:quartzJob:deleteBatch',
    entity: 'sys_quartz_job',
    type: 'button',
    title: {
      zh: '定时任务:deleteBatch',
      en: 'Scheduled job: deleteBatch',
    },
  },
  {
    code: 'system:quartzJob:exportXls',
    entity: 'sys_quartz_job',
    type: 'button',
    title: {
      zh: '定时任务:exportXls',
      en: 'Scheduled job: exportXls',
    },
  },
  {
    code: 'system:quartzJob:importExcel',
    entity: 'sys_quartz_job',
    type: 'button',
    title: {
      zh: '定时任务:importExcel',
      en: 'Scheduled job: importExcel',
    },
  },
  {
    code: 'system:quartzJobLog:list',
    entity: 'sys_quartz_job_log',
    type: 'menu',
    title: {
      zh: '任务执行日志:list',
      en: 'Job run log: list',
    },
  },
  {
    code: 'system:quartzJobLog:exportXls',
    entity: 'sys_quartz_job_log',
    type: 'button',
    title: {
      zh: '任务执行日志:exportXls',
      en: 'Job run log: exportXls',
    },
  },
  {
    code: 'system:reportSnapshot:list',
    entity: 'sys_report_snapshot',
    type: 'menu',
    title: {
      zh: '数据量快照:list',
      en: 'Row count snapshot: list',
    },
  },
  {
    code: 'system:reportSnapshot:exportXls',
    entity: 'sys_report_snapshot',
    type: 'button',
    title: {
      zh: '数据量快照:exportXls',
      en: 'Row count snapshot: exportXls',
    },
  },
  {
    code: 'system:role:list',
    entity: 'sys_role',
    type: 'menu',
    title: {
      zh: '角色:list',
      en: 'Role: list',
    },
  },
  {
    code: 'system:role:add',
    entity: 'sys_role',
    type: 'button',
    title: {
      zh: '角色:add',
      en: 'Role: add',
    },
  },
  {
    code: 'system:role:edit',
    entity: 'sys_role',
    type: 'button',
    title: {
      zh: '角色:edit',
      en: 'Role: edit',
    },
  },
  {
    code: 'system:role:delete',
    entity: 'sys_role',
    type: 'button',
    title: {
      zh: '角色:delete',
      en: 'Role: delete',
    },
  },
  {
    code: 'system:role:deleteBatch',
    entity: 'sys_role',
    type: 'button',
    title: {
      zh: '角色:deleteBatch',
      en: 'Role: deleteBatch',
    },
  },
  {
    code: 'system:role:exportXls',
    entity: 'sys_role',
    type: 'button',
    title: {
      zh: '角色:exportXls',
      en: 'Role: exportXls',
    },
  },
  {
    code: 'system:role:importExcel',
    entity: 'sys_role',
    type: 'button',
    title: {
      zh: '角色:importExcel',
      en: 'Role: importExcel',
    },
  },
  {
    code: 'system:stateLog:list',
    entity: 'sys_state_log',
    type: 'menu',
    title: {
      zh: '状态流转记录:list',
      en: 'State history: list',
    },
  },
  {
    code: 'system:stateLog:exportXls',
    entity: 'sys_state_log',
    type: 'button',
    title: {
      zh: '状态流转记录:exportXls',
      en: 'State history: exportXls',
    },
  },
  {
    code: 'system:tenant:list',
    entity: 'sys_tenant',
    type: 'menu',
    title: {
      zh: '租户:list',
      en: 'Tenant: list',
    },
  },
  {
    code: 'system:tenant:add',
    entity: 'sys_tenant',
    type: 'button',
    title: {
      zh: '租户:add',
      en: 'Tenant: add',
    },
  },
  {
    code: 'system:tenant:edit',
    entity: 'sys_tenant',
    type: 'button',
    title: {
      zh: '租户:edit',
      en: 'Tenant: edit',
    },
  },
  {
    code: 'system:tenant:delete',
    entity: 'sys_tenant',
    type: 'button',
    title: {
      zh: '租户:delete',
      en: 'Tenant: delete',
    },
  },
  {
    code: 'system:tenant:deleteBatch',
    entity: 'sys_tenant',
    type: 'button',
    title: {
      zh: '租户:deleteBatch',
      en: 'Tenant: deleteBatch',
    },
  },
  {
    code: 'system:tenant:exportXls',
    entity: 'sys_tenant',
    type: 'button',
    title: {
      zh: '租户:exportXls',
      en: 'Tenant: exportXls',
    },
  },
  {
    code: 'system:tenant:importExcel',
    entity: 'sys_tenant',
    type: 'button',
    title: {
      zh: '租户:importExcel',
      en: 'Tenant: importExcel',
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
  {
    code: 'system:online:list',
    entity: '',
    type: 'menu',
    title: {
      zh: '在线用户',
      en: 'Online users',
    },
  },
  {
    code: 'system:dataLog:list',
    entity: '',
    type: 'menu',
    title: {
      zh: '数据日志',
      en: 'Data log',
    },
  },
  {
    code: 'dashboard:monitor',
    entity: '',
    type: 'menu',
    title: {
      zh: '系统监控',
      en: 'System monitor',
    },
  },
  {
    code: 'wl:order:audit',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:审核',
      en: 'Freight order: Audit',
    },
  },
  {
    code: 'wl:order:auditReject',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:审核驳回',
      en: 'Freight order: Reject audit',
    },
  },
  {
    code: 'wl:order:accept',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:接单',
      en: 'Freight order: Accept',
    },
  },
  {
    code: 'wl:order:depart',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:发车',
      en: 'Freight order: Depart',
    },
  },
  {
    code: 'wl:order:applyLoading',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:申请装货',
      en: 'Freight order: Apply loading',
    },
  },
  {
    code: 'wl:order:approveLoading',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:同意装货',
      en: 'Freight order: Approve loading',
    },
  },
  {
    code: 'wl:order:rejectLoading',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:驳回装货',
      en: 'Freight order: Reject loading',
    },
  },
  {
    code: 'wl:order:loaded',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:已装货',
      en: 'Freight order: Loaded',
    },
  },
  {
    code: 'wl:order:applyUnloading',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:申请卸货',
      en: 'Freight order: Apply unloading',
    },
  },
  {
    code: 'wl:order:approveUnloading',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:同意卸货',
      en: 'Freight order: Approve unloading',
    },
  },
  {
    code: 'wl:order:rejectUnloading',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:驳回卸货',
      en: 'Freight order: Reject unloading',
    },
  },
  {
    code: 'wl:order:unloaded',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:已卸货',
      en: 'Freight order: Unloaded',
    },
  },
  {
    code: 'wl:order:repair',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:报修',
      en: 'Freight order: Repair',
    },
  },
  {
    code: 'wl:order:repaired',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:修复',
      en: 'Freight order: Repaired',
    },
  },
  {
    code: 'wl:order:stop',
    entity: 'wl_order',
    type: 'button',
    title: {
      zh: '货运订单:取消',
      en: 'Freight order: Cancel',
    },
  },
];
