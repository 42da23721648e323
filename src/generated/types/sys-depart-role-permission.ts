// generated from schemas/ - do not edit
export interface SysDepartRolePermission {
  /**
   * Department role
   */
  roleId: string;
  /**
   * Permission
   */
  permissionId: string;
  /**
   * Department
   */
  departId?: string | null;
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
   * Department role label
   */
  roleId_dictText?: string | null;
  /**
   * Permission label
   */
  permissionId_dictText?: string | null;
  /**
   * Department label
   */
  departId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysDepartRolePermission`'s JSON-Schema
 * via the `definition` "SysDepartRolePermissionAdd".
 */
export interface SysDepartRolePermissionAdd {
  /**
   * Department role
   */
  roleId: string;
  /**
   * Permission
   */
  permissionId: string;
  /**
   * Department
   */
  departId?: string | null;
  /**
   * Data rules
   */
  dataRuleIds?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysDepartRolePermissionEdit = Partial<SysDepartRolePermission> & { id: string; version: number };
