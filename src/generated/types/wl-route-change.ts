// generated from schemas/ - do not edit
export interface WlRouteChange {
  /**
   * Trip
   */
  tripId: string;
  /**
   * From line
   */
  fromLineId?: string | null;
  /**
   * To line
   */
  toLineId: string;
  /**
   * Reason
   */
  reason: string;
  /**
   * State
   */
  state?: 0 | 1 | 2 | null;
  /**
   * Reject reason
   */
  rejectReason?: string | null;
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
