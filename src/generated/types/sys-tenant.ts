// generated from schemas/ - do not edit
export interface SysTenant {
  /**
   * Tenant no.
   */
  tenantNo: number;
  /**
   * Tenant name
   */
  name: string;
  /**
   * Start
   */
  beginDate?: string | null;
  /**
   * End
   */
  endDate?: string | null;
  /**
   * Status
   */
  status: '1' | '0';
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
   * Version
   */
  version: number;
}
