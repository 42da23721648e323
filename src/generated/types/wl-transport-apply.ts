// generated from schemas/ - do not edit
export interface WlTransportApply {
  /**
   * Site
   */
  siteId: string;
  /**
   * Apply name
   */
  applyName: string;
  /**
   * Notes
   */
  notes?: string | null;
  /**
   * State
   */
  state?: 0 | 1 | 2 | null;
  /**
   * Operated by
   */
  operateBy?: string | null;
  /**
   * Operated at
   */
  operateTime?: string | null;
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
