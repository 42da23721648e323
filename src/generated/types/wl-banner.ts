// generated from schemas/ - do not edit
export interface WlBanner {
  /**
   * Title
   */
  title: string;
  /**
   * Image
   */
  image: string;
  /**
   * Link URL
   */
  linkUrl?: string | null;
  /**
   * Sort
   */
  sort?: number | null;
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
   * Tenant
   */
  tenantId?: number;
  /**
   * Version
   */
  version: number;
}
