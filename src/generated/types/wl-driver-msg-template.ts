// generated from schemas/ - do not edit
export interface WlDriverMsgTemplate {
  /**
   * Template name
   */
  name: string;
  /**
   * Template code
   */
  code: string;
  /**
   * Template type
   */
  type: 1 | 2 | 3;
  /**
   * Content
   */
  content: string;
  /**
   * Use status
   */
  useStatus?: 0 | 1 | null;
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
