// generated from schemas/ - do not edit
export interface WlStorageOut {
  /**
   * Parcel order
   */
  parcelOrderId: string;
  /**
   * Site
   */
  siteId: string;
  /**
   * State after
   */
  orderState: 10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100 | 110;
  /**
   * Action
   */
  action?: string | null;
  /**
   * Operator
   */
  operatorId?: string | null;
  /**
   * Time
   */
  time: string;
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
