// generated from schemas/ - do not edit
export interface SysConfig {
  /**
   * Key
   */
  paramKey: string;
  /**
   * Value
   */
  paramValue?: string | null;
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
   * Version
   */
  version: number;
}
