// generated from schemas/ - do not edit
export interface SysDepartRoleUser {
  /**
   * User
   */
  userId: string;
  /**
   * Department role
   */
  droleId: string;
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
   * Department role label
   */
  droleId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysDepartRoleUser`'s JSON-Schema
 * via the `definition` "SysDepartRoleUserAdd".
 */
export interface SysDepartRoleUserAdd {
  /**
   * User
   */
  userId: string;
  /**
   * Department role
   */
  droleId: string;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysDepartRoleUserEdit = Partial<SysDepartRoleUser> & { id: string; version: number };
