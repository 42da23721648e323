// generated from schemas/ - do not edit
export interface WlTransportTrip {
  /**
   * Trip no.
   */
  serialNo: string;
  /**
   * Site
   */
  siteId: string;
  /**
   * Line
   */
  lineId: string;
  /**
   * Driver
   */
  driverId?: string | null;
  /**
   * Vehicle
   */
  vehicleId?: string | null;
  /**
   * Start time
   */
  startTime?: string | null;
  /**
   * End time
   */
  endTime?: string | null;
  /**
   * Type
   */
  type?: 0 | 1 | 2 | null;
  /**
   * Trip state
   */
  state?: 10 | 20 | 30 | 40 | null;
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
