// generated from schemas/ - do not edit
export interface SysSavedQuery {
  /**
   * Owner
   */
  userId: string;
  /**
   * Entity
   */
  entity: string;
  /**
   * Save code
   */
  saveCode: string;
  /**
   * Name
   */
  title: string;
  /**
   * Conditions
   */
  content: string;
  /**
   * Shared with
   */
  shareScope: 0 | 1 | 2;
  /**
   * Shared with role
   */
  roleId?: string | null;
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
