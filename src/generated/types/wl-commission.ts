// generated from schemas/ - do not edit
export interface WlCommission {
  /**
   * Rule name
   */
  name: string;
  /**
   * Target
   */
  target: 0 | 1 | 2;
  /**
   * Site
   */
  siteId?: string | null;
  /**
   * Role type
   */
  roleType?: 0 | 1 | 2 | 3 | null;
  /**
   * Commission type
   */
  type: 'fixed' | 'percent';
  /**
   * Value
   */
  value: number;
  /**
   * Status
   */
  status: '1' | '0';
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
