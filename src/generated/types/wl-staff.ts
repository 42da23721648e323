// generated from schemas/ - do not edit
export interface WlStaff {
  /**
   * Name
   */
  name: string;
  /**
   * Site
   */
  siteId: string;
  /**
   * Job
   */
  jobName?: string | null;
  /**
   * Phone
   */
  phone?: string | null;
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
