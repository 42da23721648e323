// generated from schemas/ - do not edit
export interface SysRole {
  /**
   * Role name
   */
  roleName: string;
  /**
   * English name
   */
  roleNameEn?: string | null;
  /**
   * Role code
   */
  roleCode: string;
  /**
   * Description
   */
  description?: string | null;
  /**
   * English description
   */
  descriptionEn?: string | null;
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
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysRole`'s JSON-Schema
 * via the `definition` "SysRoleAdd".
 */
export interface SysRoleAdd {
  /**
   * Role name
   */
  roleName: string;
  /**
   * English name
   */
  roleNameEn?: string | null;
  /**
   * Role code
   */
  roleCode: string;
  /**
   * Description
   */
  description?: string | null;
  /**
   * English description
   */
  descriptionEn?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysRoleEdit = Partial<SysRole> & { id: string; version: number };
