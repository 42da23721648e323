// generated from schemas/ - do not edit
export interface WlCustomer {
  /**
   * Customer name
   */
  name: string;
  /**
   * Phone
   */
  phone: string;
  /**
   * Company
   */
  company?: string | null;
  /**
   * Email
   */
  email?: string | null;
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
