// generated from schemas/ - do not edit
export interface WlOrderAssign {
  /**
   * Parcel order
   */
  parcelOrderId: string;
  /**
   * Assignment type
   */
  assignType: 0 | 1;
  /**
   * Courier
   */
  courierId: string;
  /**
   * Assigned at
   */
  assignTime?: string | null;
  /**
   * Operator
   */
  operatorId?: string | null;
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
