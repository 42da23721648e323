// generated from schemas/ - do not edit
export interface SysDict {
  /**
   * Name
   */
  dictName: string;
  /**
   * English name
   */
  dictNameEn?: string | null;
  /**
   * Code
   */
  dictCode: string;
  /**
   * Description
   */
  description?: string | null;
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
