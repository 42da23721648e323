// generated from schemas/ - do not edit
export interface WlNews {
  /**
   * Title
   */
  title: string;
  /**
   * Cover
   */
  cover?: string | null;
  /**
   * Content
   */
  content?: string | null;
  /**
   * Top flag
   */
  topFlag: 'top' | 'normal';
  /**
   * Status
   */
  status: 'published' | 'stopped';
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
