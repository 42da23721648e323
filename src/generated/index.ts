// generated from schemas/ - do not edit
export { registry } from './registry.ts';
export { routeSchemas } from './route-schemas.ts';
export { migrations } from './migrations/index.ts';
export { permissionSeed } from './permissions.ts';
export type { SysAnnouncement, SysAnnouncementAdd, SysAnnouncementEdit } from './types/sys-announcement.ts';
export { sysAnnouncementClient } from './clients/sys-announcement.ts';
export type {
  SysAnnouncementSend,
  SysAnnouncementSendAdd,
  SysAnnouncementSendEdit,
} from './types/sys-announcement-send.ts';
export { sysAnnouncementSendClient } from './clients/sys-announcement-send.ts';
export type { SysCategory, SysCategoryAdd, SysCategoryEdit } from './types/sys-category.ts';
export { sysCategoryClient } from './clients/sys-category.ts';
export type { SysCheckRule, SysCheckRuleAdd, SysCheckRuleEdit } from './types/sys-check-rule.ts';
export { sysCheckRuleClient } from './clients/sys-check-rule.ts';
export type { SysConfig, SysConfigAdd, SysConfigEdit } from './types/sys-config.ts';
export { sysConfigClient } from './clients/sys-config.ts';
export type { SysDepart, SysDepartAdd, SysDepartEdit } from './types/sys-depart.ts';
export { sysDepartClient } from './clients/sys-depart.ts';
export type {
  SysDepartPermission,
  SysDepartPermissionAdd,
  SysDepartPermissionEdit,
} from './types/sys-depart-permission.ts';
export { sysDepartPermissionClient } from './clients/sys-depart-permission.ts';
export type { SysDepartRole, SysDepartRoleAdd, SysDepartRoleEdit } from './types/sys-depart-role.ts';
export { sysDepartRoleClient } from './clients/sys-depart-role.ts';
export type {
  SysDepartRolePermission,
  SysDepartRolePermissionAdd,
  SysDepartRolePermissionEdit,
} from './types/sys-depart-role-permission.ts';
export { sysDepartRolePermissionClient } from './clients/sys-depart-role-permission.ts';
export type { SysDepartRoleUser, SysDepartRoleUserAdd, SysDepartRoleUserEdit } from './types/sys-depart-role-user.ts';
export { sysDepartRoleUserClient } from './clients/sys-depart-role-user.ts';
export type { SysDict, SysDictAdd, SysDictEdit } from './types/sys-dict.ts';
export { sysDictClient } from './clients/sys-dict.ts';
export type { SysDictItem, SysDictItemAdd, SysDictItemEdit } from './types/sys-dict-item.ts';
export { sysDictItemClient } from './clients/sys-dict-item.ts';
export type { SysEmailAccount, SysEmailAccountAdd, SysEmailAccountEdit } from './types/sys-email-account.ts';
export { sysEmailAccountClient } from './clients/sys-email-account.ts';
export type { SysEmailLog, SysEmailLogAdd, SysEmailLogEdit } from './types/sys-email-log.ts';
export { sysEmailLogClient } from './clients/sys-email-log.ts';
export type { SysFillRule, SysFillRuleAdd, SysFillRuleEdit } from './types/sys-fill-rule.ts';
export { sysFillRuleClient } from './clients/sys-fill-rule.ts';
export type { SysLog, SysLogAdd, SysLogEdit } from './types/sys-log.ts';
export { sysLogClient } from './clients/sys-log.ts';
export type { SysPermission, SysPermissionAdd, SysPermissionEdit } from './types/sys-permission.ts';
export { sysPermissionClient } from './clients/sys-permission.ts';
export type {
  SysPermissionDataRule,
  SysPermissionDataRuleAdd,
  SysPermissionDataRuleEdit,
} from './types/sys-permission-data-rule.ts';
export { sysPermissionDataRuleClient } from './clients/sys-permission-data-rule.ts';
export type { SysPosition, SysPositionAdd, SysPositionEdit } from './types/sys-position.ts';
export { sysPositionClient } from './clients/sys-position.ts';
export type { SysQuartzJob, SysQuartzJobAdd, SysQuartzJobEdit } from './types/sys-quartz-job.ts';
export { sysQuartzJobClient } from './clients/sys-quartz-job.ts';
export type { SysQuartzJobLog, SysQuartzJobLogAdd, SysQuartzJobLogEdit } from './types/sys-quartz-job-log.ts';
export { sysQuartzJobLogClient } from './clients/sys-quartz-job-log.ts';
export type { SysReportSnapshot, SysReportSnapshotAdd, SysReportSnapshotEdit } from './types/sys-report-snapshot.ts';
export { sysReportSnapshotClient } from './clients/sys-report-snapshot.ts';
export type { SysRole, SysRoleAdd, SysRoleEdit } from './types/sys-role.ts';
export { sysRoleClient } from './clients/sys-role.ts';
export type { SysRolePermission, SysRolePermissionAdd, SysRolePermissionEdit } from './types/sys-role-permission.ts';
export { sysRolePermissionClient } from './clients/sys-role-permission.ts';
export type { SysSavedQuery, SysSavedQueryAdd, SysSavedQueryEdit } from './types/sys-saved-query.ts';
export { sysSavedQueryClient } from './clients/sys-saved-query.ts';
export type { SysStateLog, SysStateLogAdd, SysStateLogEdit } from './types/sys-state-log.ts';
export { sysStateLogClient } from './clients/sys-state-log.ts';
export type { SysTenant, SysTenantAdd, SysTenantEdit } from './types/sys-tenant.ts';
export { sysTenantClient } from './clients/sys-tenant.ts';
export type { SysUser, SysUserAdd, SysUserEdit } from './types/sys-user.ts';
export { sysUserClient } from './clients/sys-user.ts';
export type { SysUserDepart, SysUserDepartAdd, SysUserDepartEdit } from './types/sys-user-depart.ts';
export { sysUserDepartClient } from './clients/sys-user-depart.ts';
export type { SysUserPosition, SysUserPositionAdd, SysUserPositionEdit } from './types/sys-user-position.ts';
export { sysUserPositionClient } from './clients/sys-user-position.ts';
export type { SysUserRole, SysUserRoleAdd, SysUserRoleEdit } from './types/sys-user-role.ts';
export { sysUserRoleClient } from './clients/sys-user-role.ts';
export type { SysUserTenant, SysUserTenantAdd, SysUserTenantEdit } from './types/sys-user-tenant.ts';
export { sysUserTenantClient } from './clients/sys-user-tenant.ts';
export type { WlAccident, WlAccidentAdd, WlAccidentEdit } from './types/wl-accident.ts';
export { wlAccidentClient } from './clients/wl-accident.ts';
export type { WlArea, WlAreaAdd, WlAreaEdit } from './types/wl-area.ts';
export { wlAreaClient } from './clients/wl-area.ts';
export type { WlBanner, WlBannerAdd, WlBannerEdit } from './types/wl-banner.ts';
export { wlBannerClient } from './clients/wl-banner.ts';
export type { WlCommission, WlCommissionAdd, WlCommissionEdit } from './types/wl-commission.ts';
export { wlCommissionClient } from './clients/wl-commission.ts';
export type { WlCustomer, WlCustomerAdd, WlCustomerEdit } from './types/wl-customer.ts';
export { wlCustomerClient } from './clients/wl-customer.ts';
export type { WlCustomerAddress, WlCustomerAddressAdd, WlCustomerAddressEdit } from './types/wl-customer-address.ts';
export { wlCustomerAddressClient } from './clients/wl-customer-address.ts';
export type { WlDriver, WlDriverAdd, WlDriverEdit } from './types/wl-driver.ts';
export { wlDriverClient } from './clients/wl-driver.ts';
export type {
  WlDriverAnnouncement,
  WlDriverAnnouncementAdd,
  WlDriverAnnouncementEdit,
} from './types/wl-driver-announcement.ts';
export { wlDriverAnnouncementClient } from './clients/wl-driver-announcement.ts';
export type { WlDriverBanner, WlDriverBannerAdd, WlDriverBannerEdit } from './types/wl-driver-banner.ts';
export { wlDriverBannerClient } from './clients/wl-driver-banner.ts';
export type {
  WlDriverMsgTemplate,
  WlDriverMsgTemplateAdd,
  WlDriverMsgTemplateEdit,
} from './types/wl-driver-msg-template.ts';
export { wlDriverMsgTemplateClient } from './clients/wl-driver-msg-template.ts';
export type { WlDriverTransfer, WlDriverTransferAdd, WlDriverTransferEdit } from './types/wl-driver-transfer.ts';
export { wlDriverTransferClient } from './clients/wl-driver-transfer.ts';
export type { WlFleet, WlFleetAdd, WlFleetEdit } from './types/wl-fleet.ts';
export { wlFleetClient } from './clients/wl-fleet.ts';
export type { WlFreight, WlFreightAdd, WlFreightEdit } from './types/wl-freight.ts';
export { wlFreightClient } from './clients/wl-freight.ts';
export type { WlFreightTemplate, WlFreightTemplateAdd, WlFreightTemplateEdit } from './types/wl-freight-template.ts';
export { wlFreightTemplateClient } from './clients/wl-freight-template.ts';
export type { WlNews, WlNewsAdd, WlNewsEdit } from './types/wl-news.ts';
export { wlNewsClient } from './clients/wl-news.ts';
export type { WlOrder, WlOrderAdd, WlOrderEdit } from './types/wl-order.ts';
export { wlOrderClient } from './clients/wl-order.ts';
export type { WlOrderAssign, WlOrderAssignAdd, WlOrderAssignEdit } from './types/wl-order-assign.ts';
export { wlOrderAssignClient } from './clients/wl-order-assign.ts';
export type { WlOrderFee, WlOrderFeeAdd, WlOrderFeeEdit } from './types/wl-order-fee.ts';
export { wlOrderFeeClient } from './clients/wl-order-fee.ts';
export type { WlParcelOrder, WlParcelOrderAdd, WlParcelOrderEdit } from './types/wl-parcel-order.ts';
export { wlParcelOrderClient } from './clients/wl-parcel-order.ts';
export type { WlRouteChange, WlRouteChangeAdd, WlRouteChangeEdit } from './types/wl-route-change.ts';
export { wlRouteChangeClient } from './clients/wl-route-change.ts';
export type { WlSite, WlSiteAdd, WlSiteEdit } from './types/wl-site.ts';
export { wlSiteClient } from './clients/wl-site.ts';
export type { WlSiteFee, WlSiteFeeAdd, WlSiteFeeEdit } from './types/wl-site-fee.ts';
export { wlSiteFeeClient } from './clients/wl-site-fee.ts';
export type { WlStaff, WlStaffAdd, WlStaffEdit } from './types/wl-staff.ts';
export { wlStaffClient } from './clients/wl-staff.ts';
export type { WlStorageIn, WlStorageInAdd, WlStorageInEdit } from './types/wl-storage-in.ts';
export { wlStorageInClient } from './clients/wl-storage-in.ts';
export type { WlStorageOut, WlStorageOutAdd, WlStorageOutEdit } from './types/wl-storage-out.ts';
export { wlStorageOutClient } from './clients/wl-storage-out.ts';
export type { WlTransportApply, WlTransportApplyAdd, WlTransportApplyEdit } from './types/wl-transport-apply.ts';
export { wlTransportApplyClient } from './clients/wl-transport-apply.ts';
export type { WlTransportLine, WlTransportLineAdd, WlTransportLineEdit } from './types/wl-transport-line.ts';
export { wlTransportLineClient } from './clients/wl-transport-line.ts';
export type { WlTransportTrip, WlTransportTripAdd, WlTransportTripEdit } from './types/wl-transport-trip.ts';
export { wlTransportTripClient } from './clients/wl-transport-trip.ts';
export type { WlTripOrder, WlTripOrderAdd, WlTripOrderEdit } from './types/wl-trip-order.ts';
export { wlTripOrderClient } from './clients/wl-trip-order.ts';
export type { WlVehicle, WlVehicleAdd, WlVehicleEdit } from './types/wl-vehicle.ts';
export { wlVehicleClient } from './clients/wl-vehicle.ts';
export type { WlVehicleOrder, WlVehicleOrderAdd, WlVehicleOrderEdit } from './types/wl-vehicle-order.ts';
export { wlVehicleOrderClient } from './clients/wl-vehicle-order.ts';
export type { WlVehicleTrack, WlVehicleTrackAdd, WlVehicleTrackEdit } from './types/wl-vehicle-track.ts';
export { wlVehicleTrackClient } from './clients/wl-vehicle-track.ts';
export type { WlVehicleType, WlVehicleTypeAdd, WlVehicleTypeEdit } from './types/wl-vehicle-type.ts';
export { wlVehicleTypeClient } from './clients/wl-vehicle-type.ts';
export type { WlWaybill, WlWaybillAdd, WlWaybillEdit } from './types/wl-waybill.ts';
export { wlWaybillClient } from './clients/wl-waybill.ts';
export type { WlWaybillTask, WlWaybillTaskAdd, WlWaybillTaskEdit } from './types/wl-waybill-task.ts';
export { wlWaybillTaskClient } from './clients/wl-waybill-task.ts';
export type { WlZone, WlZoneAdd, WlZoneEdit } from './types/wl-zone.ts';
export { wlZoneClient } from './clients/wl-zone.ts';
export type { WlZoneFreight, WlZoneFreightAdd, WlZoneFreightEdit } from './types/wl-zone-freight.ts';
export { wlZoneFreightClient } from './clients/wl-zone-freight.ts';
export type {
  WlZoneFreightDetail,
  WlZoneFreightDetailAdd,
  WlZoneFreightDetailEdit,
} from './types/wl-zone-freight-detail.ts';
export { wlZoneFreightDetailClient } from './clients/wl-zone-freight-detail.ts';
