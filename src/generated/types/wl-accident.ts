// generated from schemas/ - do not edit
export interface WlAccident {
  /**
   * Vehicle
   */
  vehicleId: string;
  /**
   * Driver
   */
  driverName?: string | null;
  /**
   * Accident time
   */
  accidentTime: string;
  /**
   * Place
   */
  place?: string | null;
  /**
   * Accident type
   */
  type: 1 | 2 | 3 | 4;
  /**
   * Description
   */
  description?: string | null;
  /**
   * Images
   */
  images?: string | null;
  /**
   * Loss amount
   */
  lossAmount?: number | null;
  /**
   * Handling state
   */
  state?: 0 | 1 | 2 | null;
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
