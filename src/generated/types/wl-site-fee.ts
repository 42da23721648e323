// generated from schemas/ - do not edit
export interface WlSiteFee {
  /**
   * Site
   */
  siteId: string;
  /**
   * Parcel order
   */
  parcelOrderId: string;
  /**
   * Fee kind
   */
  feeKind: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * Fee type
   */
  feeType: 0 | 1;
  /**
   * Fee setting
   */
  feeValue?: number | null;
  /**
   * Order price
   */
  orderPrice?: number | null;
  /**
   * Amount
   */
  amount: number;
  /**
   * Action
   */
  action?: string | null;
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
