// generated from schemas/ - do not edit
export interface SysUserDepart {
  /**
   * User
   */
  userId: string;
  /**
   * Department
   */
  depId: string;
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
   * User label
   */
  userId_dictText?: string | null;
  /**
   * Department label
   */
  depId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysUserDepart`'s JSON-Schema
 * via the `definition` "SysUserDepartAdd".
 */
export interface SysUserDepartAdd {
  /**
   * User
   */
  userId: string;
  /**
   * Department
   */
  depId: string;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysUserDepartEdit = Partial<SysUserDepart> & { id: string; version: number };
