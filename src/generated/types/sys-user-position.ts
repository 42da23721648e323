// generated from schemas/ - do not edit
export interface SysUserPosition {
  /**
   * User
   */
  userId: string;
  /**
   * Position
   */
  positionId: string;
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
   * Position label
   */
  positionId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysUserPosition`'s JSON-Schema
 * via the `definition` "SysUserPositionAdd".
 */
export interface SysUserPositionAdd {
  /**
   * User
   */
  userId: string;
  /**
   * Position
   */
  positionId: string;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysUserPositionEdit = Partial<SysUserPosition> & { id: string; version: number };
