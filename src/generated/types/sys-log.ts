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
  /**
   * Log type label
   */
  logType_dictText?: string | null;
  /**
   * Operation label
   */
  operateType_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysLog`'s JSON-Schema
 * via the `definition` "SysLogAdd".
 */
export interface SysLogAdd {
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
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysLogEdit = Partial<SysLog> & { id: string; version: number };
