// generated from schemas/ - do not edit
export interface SysLog {
  /**
   * Log type
   */
  logType: 1 | 2;
  /**
   * Content
   */
  logContent: string;
  /**
   * Operation
   */
  operateType?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | null;
  /**
   * Account
   */
  userid?: string | null;
  /**
   * User name
   */
  username?: string | null;
  /**
   * IP
   */
  ip?: string | null;
  /**
   * Method
   */
  method?: string | null;
  /**
   * URL
   */
  requestUrl?: string | null;
  /**
   * Parameters
   */
  requestParam?: string | null;
  /**
   * Time (ms)
   */
  costTime?: number | null;
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
