// generated from schemas/ - do not edit
export interface SysDepartPermission {
  /**
   * Department
   */
  departId: string;
  /**
   * Permission
   */
  permissionId: string;
  /**
   * Data rules
   */
  dataRuleIds?: string | null;
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
   * Department label
   */
  departId_dictText?: string | null;
  /**
   * Permission label
   */
  permissionId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysDepartPermission`'s JSON-Schema
 * via the `definition` "SysDepartPermissionAdd".
 */
export interface SysDepartPermissionAdd {
  /**
   * Department
   */
  departId: string;
  /**
   * Permission
   */
  permissionId: string;
  /**
   * Data rules
   */
  dataRuleIds?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysDepartPermissionEdit = Partial<SysDepartPermission> & { id: string; version: number };
