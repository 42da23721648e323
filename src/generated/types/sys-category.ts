// generated from schemas/ - do not edit
export interface SysCategory {
  /**
   * Parent
   */
  parentId?: string | null;
  /**
   * Name
   */
  name: string;
  /**
   * Code
   */
  code: string;
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
