// generated from schemas/ - do not edit
export interface SysDepartRole {
  /**
   * Department
   */
  departId: string;
  /**
   * Role name
   */
  roleName: string;
  /**
   * Role code
   */
  roleCode: string;
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
  /**
   * Department label
   */
  departId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysDepartRole`'s JSON-Schema
 * via the `definition` "SysDepartRoleAdd".
 */
export interface SysDepartRoleAdd {
  /**
   * Department
   */
  departId: string;
  /**
   * Role name
   */
  roleName: string;
  /**
   * Role code
   */
  roleCode: string;
  /**
   * Description
   */
  description?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysDepartRoleEdit = Partial<SysDepartRole> & { id: string; version: number };
