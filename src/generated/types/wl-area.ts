// generated from schemas/ - do not edit
export interface WlArea {
  /**
   * Area name
   */
  name: string;
  /**
   * Parent area
   */
  parentId?: string | null;
  /**
   * Postcode
   */
  postcode?: string | null;
  /**
   * Level
   */
  level: 1 | 2 | 3 | 4;
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
