// generated from schemas/ - do not edit
export interface WlFleet {
  /**
   * Site
   */
  siteId: string;
  /**
   * Fleet name
   */
  name: string;
  /**
   * Manager
   */
  manager?: string | null;
  /**
   * Manager phone
   */
  managerPhone?: string | null;
  /**
   * Drivers
   */
  driverCount?: number | null;
  /**
   * Trucks
   */
  truckCount?: number | null;
  /**
   * Remark
   */
  remark?: string | null;
  /**
   * ID
   */
  id: string;
  /**
   * Created by
   */
  createBy?: string | null;
  /**
   * Created at
   */
  createTime?: string | null;
  /**
   * Updated by
   */
  updateBy?: string | null;
  /**
   * Updated at
   */
  updateTime?: string | null;
  /**
   * Department
   */
  sysOrgCode?: string | null;
  /**
   * Tenant
   */
  tenantId?: number;
  /**
   * Version
   */
  version: number;
}
