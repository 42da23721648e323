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
  /**
   * Status label
   */
  status_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysConfig`'s JSON-Schema
 * via the `definition` "SysConfigAdd".
 */
export interface SysConfigAdd {
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
  status?: '1' | '0';
  /**
   * Remark
   */
  remark?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysConfigEdit = Partial<SysConfig> & { id: string; version: number };
