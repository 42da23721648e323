// generated from schemas/ - do not edit
export interface WlWaybillTask {
  /**
   * Waybill
   */
  waybillId: string;
  /**
   * Sequence
   */
  sequence: number;
  /**
   * Freight order
   */
  orderId?: string | null;
  /**
   * Address
   */
  address?: string | null;
  /**
   * Planned time
   */
  plannedTime?: string | null;
  /**
   * Actual time
   */
  actualTime?: string | null;
  /**
   * Task state
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
