// generated from schemas/ - do not edit
export interface WlFreightTemplate {
  /**
   * Template name
   */
  name: string;
  /**
   * Template type
   */
  type: 0 | 1;
  /**
   * Common template
   */
  isCommon?: boolean | null;
  /**
   * Ratio
   */
  ratio?: number | null;
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
