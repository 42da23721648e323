// generated from schemas/ - do not edit
export interface SysPosition {
  /**
   * Code
   */
  code: string;
  /**
   * Name
   */
  name: string;
  /**
   * Rank
   */
  postRank?: 1 | 2 | 3 | 4 | 5 | null;
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
