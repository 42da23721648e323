// generated from schemas/ - do not edit
export interface WlDriverAnnouncement {
  /**
   * Title
   */
  title: string;
  /**
   * Content
   */
  content?: string | null;
  /**
   * Send status
   */
  status?: '0' | '1' | '2' | null;
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
