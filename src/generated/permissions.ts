// generated from schemas/ - do not edit
import type { PermissionSeed } from '../../runtime/core/permission-seed.ts';

export type { PermissionSeed };

export const permissionSeed: PermissionSeed[] = [
  {
    code: 'wl:accident:list',
    entity: 'wl_accident',
    type: 'menu',
    title: {
      zh: '事故登记:list',
      en: 'Accident: list',
    },
  },
  {
    code: 'wl:accident:add',
    entity: 'wl_accident',
    type: 'button',
    title: {
      zh: '事故登记:add',
      en: 'Accident: add',
    },
  },
  {
    code: 'wl:accident:edit',
    entity: 'wl_accident',
    type: 'button',
    title: {
      zh: '事故登记:edit',
      en: 'Accident: edit',
    },
  },
  {
    code: 'wl:accident:delete',
    entity: 'wl_accident',
    type: 'button',
    title: {
      zh: '事故登记:delete',
      en: 'Accident: delete',
    },
  },
  {
    code: 'wl:accident:deleteBatch',
    entity: 'wl_accident',
    type: 'button',
    title: {
      zh: '事故登记:deleteBatch',
      en: 'Accident: deleteBatch',
    },
  },
  {
    code: 'wl:accident:exportXls',
    entity: 'wl_accident',
    type: 'button',
    title: {
      zh: '事故登记:exportXls',
      en: 'Accident: exportXls',
    },
  },
  {
    code: 'wl:accident:importExcel',
    entity: 'wl_accident',
    type: 'button',
    title: {
      zh: '事故登记:importExcel',
      en: 'Accident: importExcel',
    },
  },
  {
    code: 'wl:area:list',
    entity: 'wl_area',
    type: 'menu',
    title: {
      zh: '系统区域:list',
      en: 'Area: list',
    },
  },
  {
    code: 'wl:area:add',
    entity: 'wl_area',
    type: 'button',
    title: {
      zh: '系统区域:add',
      en: 'Area: add',
    },
  },
  {
    code: 'wl:area:edit',
    entity: 'wl_area',
    type: 'button',
    title: {
      zh: '系统区域:edit',
      en: 'Area: edit',
    },
  },
  {
    code: 'wl:area:delete',
    entity: 'wl_area',
    type: 'button',
    title: {
      zh: '系统区域:delete',
      en: 'Area: delete',
    },
  },
  {
    code: 'wl:area:deleteBatch',
    entity: 'wl_area',
    type: 'button',
    title: {
      zh: '系统区域:deleteBatch',
      en: 'Area: deleteBatch',
    },
  },
  {
    code: 'wl:area:exportXls',
    entity: 'wl_area',
    type: 'button',
    title: {
      zh: '系统区域:exportXls',
      en: 'Area: exportXls',
    },
  },
  {
    code: 'wl:area:importExcel',
    entity: 'wl_area',
    type: 'button',
    title: {
      zh: '系统区域:importExcel',
      en: 'Area: importExcel',
    },
  },
  {
    code: 'wl:banner:list',
    entity: 'wl_banner',
    type: 'menu',
    title: {
      zh: '轮播图:list',
      en: 'Banner: list',
    },
  },
  {
    code: 'wl:banner:add',
    entity: 'wl_banner',
    type: 'button',
    title: {
      zh: '轮播图:add',
      en: 'Banner: add',
    },
  },
  {
    code: 'wl:banner:edit',
    entity: 'wl_banner',
    type: 'button',
    title: {
      zh: '轮播图:edit',
      en: 'Banner: edit',
    },
  },
  {
    code: 'wl:banner:delete',
    entity: 'wl_banner',
    type: 'button',
    title: {
      zh: '轮播图:delete',
      en: 'Banner: delete',
    },
  },
  {
    code: 'wl:banner:deleteBatch',
    entity: 'wl_banner',
    type: 'button',
    title: {
      zh: '轮播图:deleteBatch',
      en: 'Banner: deleteBatch',
    },
  },
  {
    code: 'wl:banner:exportXls',
    entity: 'wl_banner',
    type: 'button',
    title: {
      zh: '轮播图:exportXls',
      en: 'Banner: exportXls',
    },
  },
  {
    code: 'wl:banner:importExcel',
    entity: 'wl_banner',
    type: 'button',
    title: {
      zh: '轮播图:importExcel',
      en: 'Banner: importExcel',
    },
  },
  {
    code: 'wl:commission:list',
    entity: 'wl_commission',
    type: 'menu',
    title: {
      zh: '提成规则:list',
      en: 'Commission rule: list',
    },
  },
  {
    code: 'wl:commission:add',
    entity: 'wl_commission',
    type: 'button',
    title: {
      zh: '提成规则:add',
      en: 'Commission rule: add',
    },
  },
  {
    code: 'wl:commission:edit',
    entity: 'wl_commission',
    type: 'button',
    title: {
      zh: '提成规则:edit',
      en: 'Commission rule: edit',
    },
  },
  {
    code: 'wl:commission:delete',
    entity: 'wl_commission',
    type: 'button',
    title: {
      zh: '提成规则:delete',
      en: 'Commission rule: delete',
    },
  },
  {
    code: 'wl:commission:deleteBatch',
    entity: 'wl_commission',
    type: 'button',
    title: {
      zh: '提成规则:deleteBatch',
      en: 'Commission rule: deleteBatch',
    },
  },
  {
    code: 'wl:commission:exportXls',
    entity: 'wl_commission',
    type: 'button',
    title: {
      zh: '提成规则:exportXls',
      en: 'Commission rule: exportXls',
    },
  },
  {
    code: 'wl:commission:importExcel',
    entity: 'wl_commission',
    type: 'button',
    title: {
      zh: '提成规则:importExcel',
      en: 'Commission rule: importExcel',
    },
  },
  {
    code: 'wl:customer:list',
    entity: 'wl_customer',
    type: 'menu',
    title: {
      zh: '客户:list',
      en: 'Customer: list',
    },
  },
  {
    code: 'wl:customer:add',
    entity: 'wl_customer',
    type: 'button',
    title: {
      zh: '客户:add',
      en: 'Customer: add',
    },
  },
  {
    code: 'wl:customer:edit',
    entity: 'wl_customer',
    type: 'button',
    title: {
      zh: '客户:edit',
      en: 'Customer: edit',
    },
  },
  {
    code: 'wl:customer:delete',
    entity: 'wl_customer',
    type: 'button',
    title: {
      zh: '客户:delete',
      en: 'Customer: delete',
    },
  },
  {
    code: 'wl:customer:deleteBatch',
    entity: 'wl_customer',
    type: 'button',
    title: {
      zh: '客户:deleteBatch',
      en: 'Customer: deleteBatch',
    },
  },
  {
    code: 'wl:customer:exportXls',
    entity: 'wl_customer',
    type: 'button',
    title: {
      zh: '客户:exportXls',
      en: 'Customer: exportXls',
    },
  },
  {
    code: 'wl:customer:importExcel',
    entity: 'wl_customer',
    type: 'button',
    title: {
      zh: '客户:importExcel',
      en: 'Customer: importExcel',
    },
  },
  {
    code: 'wl:customerAddress:list',
    entity: 'wl_customer_address',
    type: 'menu',
    title: {
      zh: '客户地址:list',
      en: 'Customer address: list',
    },
  },
  {
    code: 'wl:customerAddress:add',
    entity: 'wl_customer_address',
    type: 'button',
    title: {
      zh: '客户地址:add',
      en: 'Customer address: add',
    },
  },
  {
    code: 'wl:customerAddress:edit',
    entity: 'wl_customer_address',
    type: 'button',
    title: {
      zh: '客户地址:edit',
      en: 'Customer address: edit',
    },
  },
  {
    code: 'wl:customerAddress:delete',
    entity: 'wl_customer_address',
    type: 'button',
    title: {
      zh: '客户地址:delete',
      en: 'Customer address: delete',
    },
  },
  {
    code: 'wl:customerAddress:deleteBatch',
    entity: 'wl_customer_address',
    type: 'button',
    title: {
      zh: '客户地址:deleteBatch',
      en: 'Customer address: deleteBatch',
    },
  },
  {
    code: 'wl:customerAddress:exportXls',
    entity: 'wl_customer_address',
    type: 'button',
    title: {
      zh: '客户地址:exportXls',
      en: 'Customer address: exportXls',
    },
  },
  {
    code: 'wl:customerAddress:importExcel',
    entity: 'wl_customer_address',
    type: 'button',
    title: {
      zh: '客户地址:importExcel',
      en: 'Customer address: importExcel',
    },
  },
  {
    code: 'wl:driver:list',
    entity: 'wl_driver',
    type: 'menu',
    title: {
      zh: '司机:list',
      en: 'Driver: list',
    },
  },
  {
    code: 'wl:driver:add',
    entity: 'wl_driver',
    type: 'button',
    title: {
      zh: '司机:add',
      en: 'Driver: add',
    },
  },
  {
    code: 'wl:driver:edit',
    entity: 'wl_driver',
    type: 'button',
    title: {
      zh: '司机:edit',
      en: 'Driver: edit',
    },
  },
  {
    code: 'wl:driver:delete',
    entity: 'wl_driver',
    type: 'button',
    title: {
      zh: '司机:delete',
      en: 'Driver: delete',
    },
  },
  {
    code: 'wl:driver:deleteBatch',
    entity: 'wl_driver',
    type: 'button',
    title: {
      zh: '司机:deleteBatch',
      en: 'Driver: deleteBatch',
    },
  },
  {
    code: 'wl:driver:exportXls',
    entity: 'wl_driver',
    type: 'button',
    title: {
      zh: '司机:exportXls',
      en: 'Driver: exportXls',
    },
  },
  {
    code: 'wl:driver:importExcel',
    entity: 'wl_driver',
    type: 'button',
    title: {
      zh: '司机:importExcel',
      en: 'Driver: importExcel',
    },
  },
  {
    code: 'wl:driverAnnouncement:list',
    entity: 'wl_driver_announcement',
    type: 'menu',
    title: {
      zh: '司机公告:list',
      en: 'Driver announcement: list',
    },
  },
  {
    code: 'wl:driverAnnouncement:add',
    entity: 'wl_driver_announcement',
    type: 'button',
    title: {
      zh: '司机公告:add',
      en: 'Driver announcement: add',
    },
  },
  {
    code: 'wl:driverAnnouncement:edit',
    entity: 'wl_driver_announcement',
    type: 'button',
    title: {
      zh: '司机公告:edit',
      en: 'Driver announcement: edit',
    },
  },
  {
    code: 'wl:driverAnnouncement:delete',
    entity: 'wl_driver_announcement',
    type: 'button',
    title: {
      zh: '司机公告:delete',
      en: 'Driver announcement: delete',
    },
  },
  {
    code: 'wl:driverAnnouncement:deleteBatch',
    entity: 'wl_driver_announcement',
    type: 'button',
    title: {
      zh: '司机公告:deleteBatch',
      en: 'Driver announcement: deleteBatch',
    },
  },
  {
    code: 'wl:driverAnnouncement:exportXls',
    entity: 'wl_driver_announcement',
    type: 'button',
    title: {
      zh: '司机公告:exportXls',
      en: 'Driver announcement: exportXls',
    },
  },
  {
    code: 'wl:driverAnnouncement:importExcel',
    entity: 'wl_driver_announcement',
    type: 'button',
    title: {
      zh: '司机公告:importExcel',
      en: 'Driver announcement: importExcel',
    },
  },
  {
    code: 'wl:driverBanner:list',
    entity: 'wl_driver_banner',
    type: 'menu',
    title: {
      zh: '司机端轮播图:list',
      en: 'Driver banner: list',
    },
  },
  {
    code: 'wl:driverBanner:add',
    entity: 'wl_driver_banner',
    type: 'button',
    title: {
      zh: '司机端轮播图:add',
      en: 'Driver banner: add',
    },
  },
  {
    code: 'wl:driverBanner:edit',
    entity: 'wl_driver_banner',
    type: 'button',
    title: {
      zh: '司机端轮播图:edit',
      en: 'Driver banner: edit',
    },
  },
  {
    code: 'wl:driverBanner:delete',
    entity: 'wl_driver_banner',
    type: 'button',
    title: {
      zh: '司机端轮播图:delete',
      en: 'Driver banner: delete',
    },
  },
  {
    code: 'wl:driverBanner:deleteBatch',
    entity: 'wl_driver_banner',
    type: 'button',
    title: {
      zh: '司机端轮播图:deleteBatch',
      en: 'Driver banner: deleteBatch',
    },
  },
  {
    code: 'wl:driverBanner:exportXls',
    entity: 'wl_driver_banner',
    type: 'button',
    title: {
      zh: '司机端轮播图:exportXls',
      en: 'Driver banner: exportXls',
    },
  },
  {
    code: 'wl:driverBanner:importExcel',
    entity: 'wl_driver_banner',
    type: 'button',
    title: {
      zh: '司机端轮播图:importExcel',
      en: 'Driver banner: importExcel',
    },
  },
  {
    code: 'wl:driverMsgTemplate:list',
    entity: 'wl_driver_msg_template',
    type: 'menu',
    title: {
      zh: '司机消息模板:list',
      en: 'Driver message template: list',
    },
  },
  {
    code: 'wl:driverMsgTemplate:add',
    entity: 'wl_driver_msg_template',
    type: 'button',
    title: {
      zh: '司机消息模板:add',
      en: 'Driver message template: add',
    },
  },
  {
    code: 'wl:driverMsgTemplate:edit',
    entity: 'wl_driver_msg_template',
    type: 'button',
    title: {
      zh: '司机消息模板:edit',
      en: 'Driver message template: edit',
    },
  },
  {
    code: 'wl:driverMsgTemplate:delete',
    entity: 'wl_driver_msg_template',
    type: 'button',
    title: {
      zh: '司机消息模板:delete',
      en: 'Driver message template: delete',
    },
  },
  {
    code: 'wl:driverMsgTemplate:deleteBatch',
    entity: 'wl_driver_msg_template',
    type: 'button',
    title: {
      zh: '司机消息模板:deleteBatch',
      en: 'Driver message template: deleteBatch',
    },
  },
  {
    code: 'wl:driverMsgTemplate:exportXls',
    entity: 'wl_driver_msg_template',
    type: 'button',
    title: {
      zh: '司机消息模板:exportXls',
      en: 'Driver message template: exportXls',
    },
  },
  {
    code: 'wl:driverMsgTemplate:importExcel',
    entity: 'wl_driver_msg_template',
    type: 'button',
    title: {
      zh: '司机消息模板:importExcel',
      en: 'Driver message template: importExcel',
    },
  },
  {
    code: 'wl:driverTransfer:list',
    entity: 'wl_driver_transfer',
    type: 'menu',
    title: {
      zh: '司机调动:list',
      en: 'Driver transfer: list',
    },
  },
  {
    code: 'wl:driverTransfer:add',
    entity: 'wl_driver_transfer',
    type: 'button',
    title: {
      zh: '司机调动:add',
      en: 'Driver transfer: add',
    },
  },
  {
    code: 'wl:driverTransfer:edit',
    entity: 'wl_driver_transfer',
    type: 'button',
    title: {
      zh: '司机调动:edit',
      en: 'Driver transfer: edit',
    },
  },
  {
    code: 'wl:driverTransfer:delete',
    entity: 'wl_driver_transfer',
    type: 'button',
    title: {
      zh: '司机调动:delete',
      en: 'Driver transfer: delete',
    },
  },
  {
    code: 'wl:driverTransfer:deleteBatch',
    entity: 'wl_driver_transfer',
    type: 'button',
    title: {
      zh: '司机调动:deleteBatch',
      en: 'Driver transfer: deleteBatch',
    },
  },
  {
    code: 'wl:driverTransfer:exportXls',
    entity: 'wl_driver_transfer',
    type: 'button',
    title: {
      zh: '司机调动:exportXls',
      en: 'Driver transfer: exportXls',
    },
  },
  {
    code: 'wl:driverTransfer:importExcel',
    entity: 'wl_driver_transfer',
    type: 'button',
    title: {
      zh: '司机调动:importExcel',
      en: 'Driver transfer: importExcel',
    },
  },
  {
    code: 'wl:fleet:list',
    entity: 'wl_fleet',
    type: 'menu',
    title: {
      zh: '车队:list',
      en: 'Fleet: list',
    },
  },
  {
    code: 'wl:fleet:add',
    entity: 'wl_fleet',
    type: 'button',
    title: {
      zh: '车队:add',
      en: 'Fleet: add',
    },
  },
  {
    code: 'wl:fleet:edit',
    entity: 'wl_fleet',
    type: 'button',
    title: {
      zh: '车队:edit',
      en: 'Fleet: edit',
    },
  },
  {
    code: 'wl:fleet:delete',
    entity: 'wl_fleet',
    type: 'button',
    title: {
      zh: '车队:delete',
      en: 'Fleet: delete',
    },
  },
  {
    code: 'wl:fleet:deleteBatch',
    entity: 'wl_fleet',
    type: 'button',
    title: {
      zh: '车队:deleteBatch',
      en: 'Fleet: deleteBatch',
    },
  },
  {
    code: 'wl:fleet:exportXls',
    entity: 'wl_fleet',
    type: 'button',
    title: {
      zh: '车队:exportXls',
      en: 'Fleet: exportXls',
    },
  },
  {
    code: 'wl:fleet:importExcel',
    entity: 'wl_fleet',
    type: 'button',
    title: {
      zh: '车队:importExcel',
      en: 'Fleet: importExcel',
    },
  },
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
    code: 'wl:news:list',
    entity: 'wl_news',
    type: 'menu',
    title: {
      zh: '新闻:list',
      en: 'News: list',
    },
  },
  {
    code: 'wl:news:add',
    entity: 'wl_news',
    type: 'button',
    title: {
      zh: '新闻:add',
      en: 'News: add',
    },
  },
  {
    code: 'wl:news:edit',
    entity: 'wl_news',
    type: 'button',
    title: {
      zh: '新闻:edit',
      en: 'News: edit',
    },
  },
  {
    code: 'wl:news:delete',
    entity: 'wl_news',
    type: 'button',
    title: {
      zh: '新闻:delete',
      en: 'News: delete',
    },
  },
  {
    code: 'wl:news:deleteBatch',
    entity: 'wl_news',
    type: 'button',
    title: {
      zh: '新闻:deleteBatch',
      en: 'News: deleteBatch',
    },
  },
  {
    code: 'wl:news:exportXls',
    entity: 'wl_news',
    type: 'button',
    title: {
      zh: '新闻:exportXls',
      en: 'News: exportXls',
    },
  },
  {
    code: 'wl:news:importExcel',
    entity: 'wl_news',
    type: 'button',
    title: {
      zh: '新闻:importExcel',
      en: 'News: importExcel',
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
    code: 'wl:orderAssign:list',
    entity: 'wl_order_assign',
    type: 'menu',
    title: {
      zh: '订单分配:list',
      en: 'Order assignment: list',
    },
  },
  {
    code: 'wl:orderAssign:add',
    entity: 'wl_order_assign',
    type: 'button',
    title: {
      zh: '订单分配:add',
      en: 'Order assignment: add',
    },
  },
  {
    code: 'wl:orderAssign:edit',
    entity: 'wl_order_assign',
    type: 'button',
    title: {
      zh: '订单分配:edit',
      en: 'Order assignment: edit',
    },
  },
  {
    code: 'wl:orderAssign:delete',
    entity: 'wl_order_assign',
    type: 'button',
    title: {
      zh: '订单分配:delete',
      en: 'Order assignment: delete',
    },
  },
  {
    code: 'wl:orderAssign:deleteBatch',
    entity: 'wl_order_assign',
    type: 'button',
    title: {
      zh: '订单分配:deleteBatch',
      en: 'Order assignment: deleteBatch',
    },
  },
  {
    code: 'wl:orderAssign:exportXls',
    entity: 'wl_order_assign',
    type: 'button',
    title: {
      zh: '订单分配:exportXls',
      en: 'Order assignment: exportXls',
    },
  },
  {
    code: 'wl:orderAssign:importExcel',
    entity: 'wl_order_assign',
    type: 'button',
    title: {
      zh: '订单分配:importExcel',
      en: 'Order assignment: importExcel',
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
    code: 'wl:parcelOrder:list',
    entity: 'wl_parcel_order',
    type: 'menu',
    title: {
      zh: '快递订单:list',
      en: 'Parcel order: list',
    },
  },
  {
    code: 'wl:parcelOrder:add',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:add',
      en: 'Parcel order: add',
    },
  },
  {
    code: 'wl:parcelOrder:edit',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:edit',
      en: 'Parcel order: edit',
    },
  },
  {
    code: 'wl:parcelOrder:delete',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:delete',
      en: 'Parcel order: delete',
    },
  },
  {
    code: 'wl:parcelOrder:deleteBatch',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:deleteBatch',
      en: 'Parcel order: deleteBatch',
    },
  },
  {
    code: 'wl:parcelOrder:exportXls',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:exportXls',
      en: 'Parcel order: exportXls',
    },
  },
  {
    code: 'wl:parcelOrder:importExcel',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:importExcel',
      en: 'Parcel order: importExcel',
    },
  },
  {
    code: 'wl:routeChange:list',
    entity: 'wl_route_change',
    type: 'menu',
    title: {
      zh: '线路变更:list',
      en: 'Route change: list',
    },
  },
  {
    code: 'wl:routeChange:add',
    entity: 'wl_route_change',
    type: 'button',
    title: {
      zh: '线路变更:add',
      en: 'Route change: add',
    },
  },
  {
    code: 'wl:routeChange:edit',
    entity: 'wl_route_change',
    type: 'button',
    title: {
      zh: '线路变更:edit',
      en: 'Route change: edit',
    },
  },
  {
    code: 'wl:routeChange:delete',
    entity: 'wl_route_change',
    type: 'button',
    title: {
      zh: '线路变更:delete',
      en: 'Route change: delete',
    },
  },
  {
    code: 'wl:routeChange:deleteBatch',
    entity: 'wl_route_change',
    type: 'button',
    title: {
      zh: '线路变更:deleteBatch',
      en: 'Route change: deleteBatch',
    },
  },
  {
    code: 'wl:routeChange:exportXls',
    entity: 'wl_route_change',
    type: 'button',
    title: {
      zh: '线路变更:exportXls',
      en: 'Route change: exportXls',
    },
  },
  {
    code: 'wl:routeChange:importExcel',
    entity: 'wl_route_change',
    type: 'button',
    title: {
      zh: '线路变更:importExcel',
      en: 'Route change: importExcel',
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
    code: 'wl:siteFee:list',
    entity: 'wl_site_fee',
    type: 'menu',
    title: {
      zh: '网点费用:list',
      en: 'Site fee: list',
    },
  },
  {
    code: 'wl:siteFee:exportXls',
    entity: 'wl_site_fee',
    type: 'button',
    title: {
      zh: '网点费用:exportXls',
      en: 'Site fee: exportXls',
    },
  },
  {
    code: 'wl:staff:list',
    entity: 'wl_staff',
    type: 'menu',
    title: {
      zh: '员工:list',
      en: 'Staff: list',
    },
  },
  {
    code: 'wl:staff:add',
    entity: 'wl_staff',
    type: 'button',
    title: {
      zh: '员工:add',
      en: 'Staff: add',
    },
  },
  {
    code: 'wl:staff:edit',
    entity: 'wl_staff',
    type: 'button',
    title: {
      zh: '员工:edit',
      en: 'Staff: edit',
    },
  },
  {
    code: 'wl:staff:delete',
    entity: 'wl_staff',
    type: 'button',
    title: {
      zh: '员工:delete',
      en: 'Staff: delete',
    },
  },
  {
    code: 'wl:staff:deleteBatch',
    entity: 'wl_staff',
    type: 'button',
    title: {
      zh: '员工:deleteBatch',
      en: 'Staff: deleteBatch',
    },
  },
  {
    code: 'wl:staff:exportXls',
    entity: 'wl_staff',
    type: 'button',
    title: {
      zh: '员工:exportXls',
      en: 'Staff: exportXls',
    },
  },
  {
    code: 'wl:staff:importExcel',
    entity: 'wl_staff',
    type: 'button',
    title: {
      zh: '员工:importExcel',
      en: 'Staff: importExcel',
    },
  },
  {
    code: 'wl:storageIn:list',
    entity: 'wl_storage_in',
    type: 'menu',
    title: {
      zh: '入库记录:list',
      en: 'Storage in: list',
    },
  },
  {
    code: 'wl:storageIn:exportXls',
    entity: 'wl_storage_in',
    type: 'button',
    title: {
      zh: '入库记录:exportXls',
      en: 'Storage in: exportXls',
    },
  },
  {
    code: 'wl:storageOut:list',
    entity: 'wl_storage_out',
    type: 'menu',
    title: {
      zh: '出库记录:list',
      en: 'Storage out: list',
    },
  },
  {
    code: 'wl:storageOut:exportXls',
    entity: 'wl_storage_out',
    type: 'button',
    title: {
      zh: '出库记录:exportXls',
      en: 'Storage out: exportXls',
    },
  },
  {
    code: 'wl:transportApply:list',
    entity: 'wl_transport_apply',
    type: 'menu',
    title: {
      zh: '运输申请:list',
      en: 'Transport apply: list',
    },
  },
  {
    code: 'wl:transportApply:add',
    entity: 'wl_transport_apply',
    type: 'button',
    title: {
      zh: '运输申请:add',
      en: 'Transport apply: add',
    },
  },
  {
    code: 'wl:transportApply:edit',
    entity: 'wl_transport_apply',
    type: 'button',
    title: {
      zh: '运输申请:edit',
      en: 'Transport apply: edit',
    },
  },
  {
    code: 'wl:transportApply:delete',
    entity: 'wl_transport_apply',
    type: 'button',
    title: {
      zh: '运输申请:delete',
      en: 'Transport apply: delete',
    },
  },
  {
    code: 'wl:transportApply:deleteBatch',
    entity: 'wl_transport_apply',
    type: 'button',
    title: {
      zh: '运输申请:deleteBatch',
      en: 'Transport apply: deleteBatch',
    },
  },
  {
    code: 'wl:transportApply:exportXls',
    entity: 'wl_transport_apply',
    type: 'button',
    title: {
      zh: '运输申请:exportXls',
      en: 'Transport apply: exportXls',
    },
  },
  {
    code: 'wl:transportApply:importExcel',
    entity: 'wl_transport_apply',
    type: 'button',
    title: {
      zh: '运输申请:importExcel',
      en: 'Transport apply: importExcel',
    },
  },
  {
    code: 'wl:transportLine:list',
    entity: 'wl_transport_line',
    type: 'menu',
    title: {
      zh: '运输线路:list',
      en: 'Transport line: list',
    },
  },
  {
    code: 'wl:transportLine:add',
    entity: 'wl_transport_line',
    type: 'button',
    title: {
      zh: '运输线路:add',
      en: 'Transport line: add',
    },
  },
  {
    code: 'wl:transportLine:edit',
    entity: 'wl_transport_line',
    type: 'button',
    title: {
      zh: '运输线路:edit',
      en: 'Transport line: edit',
    },
  },
  {
    code: 'wl:transportLine:delete',
    entity: 'wl_transport_line',
    type: 'button',
    title: {
      zh: '运输线路:delete',
      en: 'Transport line: delete',
    },
  },
  {
    code: 'wl:transportLine:deleteBatch',
    entity: 'wl_transport_line',
    type: 'button',
    title: {
      zh: '运输线路:deleteBatch',
      en: 'Transport line: deleteBatch',
    },
  },
  {
    code: 'wl:transportLine:exportXls',
    entity: 'wl_transport_line',
    type: 'button',
    title: {
      zh: '运输线路:exportXls',
      en: 'Transport line: exportXls',
    },
  },
  {
    code: 'wl:transportLine:importExcel',
    entity: 'wl_transport_line',
    type: 'button',
    title: {
      zh: '运输线路:importExcel',
      en: 'Transport line: importExcel',
    },
  },
  {
    code: 'wl:transportTrip:list',
    entity: 'wl_transport_trip',
    type: 'menu',
    title: {
      zh: '运输趟次:list',
      en: 'Transport trip: list',
    },
  },
  {
    code: 'wl:transportTrip:add',
    entity: 'wl_transport_trip',
    type: 'button',
    title: {
      zh: '运输趟次:add',
      en: 'Transport trip: add',
    },
  },
  {
    code: 'wl:transportTrip:edit',
    entity: 'wl_transport_trip',
    type: 'button',
    title: {
      zh: '运输趟次:edit',
      en: 'Transport trip: edit',
    },
  },
  {
    code: 'wl:transportTrip:delete',
    entity: 'wl_transport_trip',
    type: 'button',
    title: {
      zh: '运输趟次:delete',
      en: 'Transport trip: delete',
    },
  },
  {
    code: 'wl:transportTrip:deleteBatch',
    entity: 'wl_transport_trip',
    type: 'button',
    title: {
      zh: '运输趟次:deleteBatch',
      en: 'Transport trip: deleteBatch',
    },
  },
  {
    code: 'wl:transportTrip:exportXls',
    entity: 'wl_transport_trip',
    type: 'button',
    title: {
      zh: '运输趟次:exportXls',
      en: 'Transport trip: exportXls',
    },
  },
  {
    code: 'wl:transportTrip:importExcel',
    entity: 'wl_transport_trip',
    type: 'button',
    title: {
      zh: '运输趟次:importExcel',
      en: 'Transport trip: importExcel',
    },
  },
  {
    code: 'wl:tripOrder:list',
    entity: 'wl_trip_order',
    type: 'menu',
    title: {
      zh: '趟次订单:list',
      en: 'Trip order: list',
    },
  },
  {
    code: 'wl:tripOrder:add',
    entity: 'wl_trip_order',
    type: 'button',
    title: {
      zh: '趟次订单:add',
      en: 'Trip order: add',
    },
  },
  {
    code: 'wl:tripOrder:edit',
    entity: 'wl_trip_order',
    type: 'button',
    title: {
      zh: '趟次订单:edit',
      en: 'Trip order: edit',
    },
  },
  {
    code: 'wl:tripOrder:delete',
    entity: 'wl_trip_order',
    type: 'button',
    title: {
      zh: '趟次订单:delete',
      en: 'Trip order: delete',
    },
  },
  {
    code: 'wl:tripOrder:deleteBatch',
    entity: 'wl_trip_order',
    type: 'button',
    title: {
      zh: '趟次订单:deleteBatch',
      en: 'Trip order: deleteBatch',
    },
  },
  {
    code: 'wl:tripOrder:exportXls',
    entity: 'wl_trip_order',
    type: 'button',
    title: {
      zh: '趟次订单:exportXls',
      en: 'Trip order: exportXls',
    },
  },
  {
    code: 'wl:tripOrder:importExcel',
    entity: 'wl_trip_order',
    type: 'button',
    title: {
      zh: '趟次订单:importExcel',
      en: 'Trip order: importExcel',
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
    code: 'wl:vehicleOrder:list',
    entity: 'wl_vehicle_order',
    type: 'menu',
    title: {
      zh: '整车订单:list',
      en: 'Whole-vehicle order: list',
    },
  },
  {
    code: 'wl:vehicleOrder:add',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:add',
      en: 'Whole-vehicle order: add',
    },
  },
  {
    code: 'wl:vehicleOrder:edit',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:edit',
      en: 'Whole-vehicle order: edit',
    },
  },
  {
    code: 'wl:vehicleOrder:delete',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:delete',
      en: 'Whole-vehicle order: delete',
    },
  },
  {
    code: 'wl:vehicleOrder:deleteBatch',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:deleteBatch',
      en: 'Whole-vehicle order: deleteBatch',
    },
  },
  {
    code: 'wl:vehicleOrder:exportXls',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:exportXls',
      en: 'Whole-vehicle order: exportXls',
    },
  },
  {
    code: 'wl:vehicleOrder:importExcel',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:importExcel',
      en: 'Whole-vehicle order: importExcel',
    },
  },
  {
    code: 'wl:vehicleTrack:list',
    entity: 'wl_vehicle_track',
    type: 'menu',
    title: {
      zh: '车辆轨迹:list',
      en: 'Vehicle track: list',
    },
  },
  {
    code: 'wl:vehicleTrack:exportXls',
    entity: 'wl_vehicle_track',
    type: 'button',
    title: {
      zh: '车辆轨迹:exportXls',
      en: 'Vehicle track: exportXls',
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
    code: 'wl:waybill:list',
    entity: 'wl_waybill',
    type: 'menu',
    title: {
      zh: '运单:list',
      en: 'Waybill: list',
    },
  },
  {
    code: 'wl:waybill:add',
    entity: 'wl_waybill',
    type: 'button',
    title: {
      zh: '运单:add',
      en: 'Waybill: add',
    },
  },
  {
    code: 'wl:waybill:edit',
    entity: 'wl_waybill',
    type: 'button',
    title: {
      zh: '运单:edit',
      en: 'Waybill: edit',
    },
  },
  {
    code: 'wl:waybill:delete',
    entity: 'wl_waybill',
    type: 'button',
    title: {
      zh: '运单:delete',
      en: 'Waybill: delete',
    },
  },
  {
    code: 'wl:waybill:deleteBatch',
    entity: 'wl_waybill',
    type: 'button',
    title: {
      zh: '运单:deleteBatch',
      en: 'Waybill: deleteBatch',
    },
  },
  {
    code: 'wl:waybill:exportXls',
    entity: 'wl_waybill',
    type: 'button',
    title: {
      zh: '运单:exportXls',
      en: 'Waybill: exportXls',
    },
  },
  {
    code: 'wl:waybill:importExcel',
    entity: 'wl_waybill',
    type: 'button',
    title: {
      zh: '运单:importExcel',
      en: 'Waybill: importExcel',
    },
  },
  {
    code: 'wl:waybillTask:list',
    entity: 'wl_waybill_task',
    type: 'menu',
    title: {
      zh: '运单任务:list',
      en: 'Waybill task: list',
    },
  },
  {
    code: 'wl:waybillTask:add',
    entity: 'wl_waybill_task',
    type: 'button',
    title: {
      zh: '运单任务:add',
      en: 'Waybill task: add',
    },
  },
  {
    code: 'wl:waybillTask:edit',
    entity: 'wl_waybill_task',
    type: 'button',
    title: {
      zh: '运单任务:edit',
      en: 'Waybill task: edit',
    },
  },
  {
    code: 'wl:waybillTask:delete',
    entity: 'wl_waybill_task',
    type: 'button',
    title: {
      zh: '运单任务:delete',
      en: 'Waybill task: delete',
    },
  },
  {
    code: 'wl:waybillTask:deleteBatch',
    entity: 'wl_waybill_task',
    type: 'button',
    title: {
      zh: '运单任务:deleteBatch',
      en: 'Waybill task: deleteBatch',
    },
  },
  {
    code: 'wl:waybillTask:exportXls',
    entity: 'wl_waybill_task',
    type: 'button',
    title: {
      zh: '运单任务:exportXls',
      en: 'Waybill task: exportXls',
    },
  },
  {
    code: 'wl:waybillTask:importExcel',
    entity: 'wl_waybill_task',
    type: 'button',
    title: {
      zh: '运单任务:importExcel',
      en: 'Waybill task: importExcel',
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
    code: 'system:dictItem:list',
    entity: 'sys_dict_item',
    type: 'menu',
    title: {
      zh: '字典项:list',
      en: 'Dictionary item: list',
    },
  },
  {
    code: 'system:dictItem:add',
    entity: 'sys_dict_item',
    type: 'button',
    title: {
      zh: '字典项:add',
      en: 'Dictionary item: add',
    },
  },
  {
    code: 'system:dictItem:edit',
    entity: 'sys_dict_item',
    type: 'button',
    title: {
      zh: '字典项:edit',
      en: 'Dictionary item: edit',
    },
  },
  {
    code: 'system:dictItem:delete',
    entity: 'sys_dict_item',
    type: 'button',
    title: {
      zh: '字典项:delete',
      en: 'Dictionary item: delete',
    },
  },
  {
    code: 'system:dictItem:deleteBatch',
    entity: 'sys_dict_item',
    type: 'button',
    title: {
      zh: '字典项:deleteBatch',
      en: 'Dictionary item: deleteBatch',
    },
  },
  {
    code: 'system:dictItem:exportXls',
    entity: 'sys_dict_item',
    type: 'button',
    title: {
      zh: '字典项:exportXls',
      en: 'Dictionary item: exportXls',
    },
  },
  {
    code: 'system:dictItem:importExcel',
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
    code: 'wl:report:orderFeeDetail',
    entity: '',
    type: 'menu',
    title: {
      zh: '订单费用明细',
      en: 'Order fee detail',
    },
  },
  {
    code: 'wl:report:profitBySite',
    entity: '',
    type: 'menu',
    title: {
      zh: '网点利润',
      en: 'Profit by site',
    },
  },
  {
    code: 'wl:report:profitByTrip',
    entity: '',
    type: 'menu',
    title: {
      zh: '趟次利润',
      en: 'Profit by trip',
    },
  },
  {
    code: 'wl:report:profitByUser',
    entity: '',
    type: 'menu',
    title: {
      zh: '用户利润',
      en: 'Profit by user',
    },
  },
  {
    code: 'wl:report:carLineTravel',
    entity: '',
    type: 'menu',
    title: {
      zh: '车辆线路行驶',
      en: 'Vehicle travel by line',
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
    code: 'wl:driver:freeze',
    entity: 'wl_driver',
    type: 'button',
    title: {
      zh: '司机:冻结',
      en: 'Driver: Freeze',
    },
  },
  {
    code: 'wl:driver:unfreeze',
    entity: 'wl_driver',
    type: 'button',
    title: {
      zh: '司机:解冻',
      en: 'Driver: Unfreeze',
    },
  },
  {
    code: 'wl:driverAnnouncement:publish',
    entity: 'wl_driver_announcement',
    type: 'button',
    title: {
      zh: '司机公告:发布',
      en: 'Driver announcement: Publish',
    },
  },
  {
    code: 'wl:driverAnnouncement:revoke',
    entity: 'wl_driver_announcement',
    type: 'button',
    title: {
      zh: '司机公告:撤销',
      en: 'Driver announcement: Revoke',
    },
  },
  {
    code: 'wl:driverTransfer:approve',
    entity: 'wl_driver_transfer',
    type: 'button',
    title: {
      zh: '司机调动:通过',
      en: 'Driver transfer: Approve',
    },
  },
  {
    code: 'wl:driverTransfer:reject',
    entity: 'wl_driver_transfer',
    type: 'button',
    title: {
      zh: '司机调动:驳回',
      en: 'Driver transfer: Reject',
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
  {
    code: 'wl:parcelOrder:pickup',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:揽件',
      en: 'Parcel order: Pick up',
    },
  },
  {
    code: 'wl:parcelOrder:stockIn',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:入库',
      en: 'Parcel order: Stock in',
    },
  },
  {
    code: 'wl:parcelOrder:stockOut',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:出库',
      en: 'Parcel order: Stock out',
    },
  },
  {
    code: 'wl:parcelOrder:depart',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:发运',
      en: 'Parcel order: Depart',
    },
  },
  {
    code: 'wl:parcelOrder:arrive',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:到达入库',
      en: 'Parcel order: Arrive',
    },
  },
  {
    code: 'wl:parcelOrder:deliveryStockOut',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:派件出库',
      en: 'Parcel order: Delivery stock-out',
    },
  },
  {
    code: 'wl:parcelOrder:dispatch',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:派件',
      en: 'Parcel order: Dispatch',
    },
  },
  {
    code: 'wl:parcelOrder:sign',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:签收',
      en: 'Parcel order: Sign',
    },
  },
  {
    code: 'wl:parcelOrder:reject',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:拒收',
      en: 'Parcel order: Reject',
    },
  },
  {
    code: 'wl:parcelOrder:cancel',
    entity: 'wl_parcel_order',
    type: 'button',
    title: {
      zh: '快递订单:取消',
      en: 'Parcel order: Cancel',
    },
  },
  {
    code: 'wl:routeChange:agree',
    entity: 'wl_route_change',
    type: 'button',
    title: {
      zh: '线路变更:同意',
      en: 'Route change: Agree',
    },
  },
  {
    code: 'wl:routeChange:reject',
    entity: 'wl_route_change',
    type: 'button',
    title: {
      zh: '线路变更:驳回',
      en: 'Route change: Reject',
    },
  },
  {
    code: 'wl:transportApply:confirm',
    entity: 'wl_transport_apply',
    type: 'button',
    title: {
      zh: '运输申请:确认',
      en: 'Transport apply: Confirm',
    },
  },
  {
    code: 'wl:transportApply:reject',
    entity: 'wl_transport_apply',
    type: 'button',
    title: {
      zh: '运输申请:驳回',
      en: 'Transport apply: Reject',
    },
  },
  {
    code: 'wl:transportTrip:depart',
    entity: 'wl_transport_trip',
    type: 'button',
    title: {
      zh: '运输趟次:发车',
      en: 'Transport trip: Depart',
    },
  },
  {
    code: 'wl:transportTrip:startReturn',
    entity: 'wl_transport_trip',
    type: 'button',
    title: {
      zh: '运输趟次:返程',
      en: 'Transport trip: Start return',
    },
  },
  {
    code: 'wl:transportTrip:complete',
    entity: 'wl_transport_trip',
    type: 'button',
    title: {
      zh: '运输趟次:完成',
      en: 'Transport trip: Complete',
    },
  },
  {
    code: 'wl:vehicleOrder:load',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:装货',
      en: 'Whole-vehicle order: Load',
    },
  },
  {
    code: 'wl:vehicleOrder:depart',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:发车',
      en: 'Whole-vehicle order: Depart',
    },
  },
  {
    code: 'wl:vehicleOrder:leg2',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:进入第2段',
      en: 'Whole-vehicle order: Leg 2',
    },
  },
  {
    code: 'wl:vehicleOrder:leg3',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:进入第3段',
      en: 'Whole-vehicle order: Leg 3',
    },
  },
  {
    code: 'wl:vehicleOrder:leg4',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:进入第4段',
      en: 'Whole-vehicle order: Leg 4',
    },
  },
  {
    code: 'wl:vehicleOrder:leg5',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:进入第5段',
      en: 'Whole-vehicle order: Leg 5',
    },
  },
  {
    code: 'wl:vehicleOrder:arrive',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:到达',
      en: 'Whole-vehicle order: Arrive',
    },
  },
  {
    code: 'wl:vehicleOrder:unload',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:卸货',
      en: 'Whole-vehicle order: Unload',
    },
  },
  {
    code: 'wl:vehicleOrder:reject',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:拒收',
      en: 'Whole-vehicle order: Reject',
    },
  },
  {
    code: 'wl:vehicleOrder:cancel',
    entity: 'wl_vehicle_order',
    type: 'button',
    title: {
      zh: '整车订单:取消',
      en: 'Whole-vehicle order: Cancel',
    },
  },
  {
    code: 'wl:waybill:load',
    entity: 'wl_waybill',
    type: 'button',
    title: {
      zh: '运单:装货',
      en: 'Waybill: Load',
    },
  },
  {
    code: 'wl:waybill:arrive',
    entity: 'wl_waybill',
    type: 'button',
    title: {
      zh: '运单:到达',
      en: 'Waybill: Arrive',
    },
  },
  {
    code: 'wl:waybill:unload',
    entity: 'wl_waybill',
    type: 'button',
    title: {
      zh: '运单:卸货',
      en: 'Waybill: Unload',
    },
  },
  {
    code: 'wl:waybill:returned',
    entity: 'wl_waybill',
    type: 'button',
    title: {
      zh: '运单:回车',
      en: 'Waybill: Return',
    },
  },
  {
    code: 'system:user:changePassword',
    entity: 'sys_user',
    type: 'button',
    title: {
      zh: '用户:修改密码',
      en: 'User: change password',
    },
  },
  {
    code: 'system:user:frozenBatch',
    entity: 'sys_user',
    type: 'button',
    title: {
      zh: '用户:修改状态',
      en: 'User: change status',
    },
  },
  {
    code: 'system:user:assignRoles',
    entity: 'sys_user',
    type: 'button',
    title: {
      zh: '用户:修改角色',
      en: 'User: change roles',
    },
  },
  {
    code: 'system:user:assignDeparts',
    entity: 'sys_user',
    type: 'button',
    title: {
      zh: '用户:修改部门',
      en: 'User: change departments',
    },
  },
  {
    code: 'system:user:assignPositions',
    entity: 'sys_user',
    type: 'button',
    title: {
      zh: '用户:修改职务',
      en: 'User: change positions',
    },
  },
  {
    code: 'system:user:assignTenants',
    entity: 'sys_user',
    type: 'button',
    title: {
      zh: '用户:修改租户',
      en: 'User: change tenants',
    },
  },
];
