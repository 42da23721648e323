// generated from schemas/ - do not edit
export interface SysRolePermission {
  /**
   * Role
   */
  roleId: string;
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
   * Role label
   */
  roleId_dictText?: string | null;
  /**
   * Permission label
   */
  permissionId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysRolePermission`'s JSON-Schema
 * via the `definition` "SysRolePermissionAdd".
 */
export interface SysRolePermissionAdd {
  /**
   * Role
   */
  roleId: string;
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
export type SysRolePermissionEdit = Partial<SysRolePermission> & { id: string; version: number };
