// generated from schemas/ - do not edit
export interface SysPosition {
  /**
   * Code
   */
  code: string;
  /**
   * Name
   */
  name: string;
  /**
   * Rank
   */
  postRank?: 1 | 2 | 3 | 4 | 5 | null;
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
   * Rank label
   */
  postRank_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysPosition`'s JSON-Schema
 * via the `definition` "SysPositionAdd".
 */
export interface SysPositionAdd {
  /**
   * Code
   */
  code: string;
  /**
   * Name
   */
  name: string;
  /**
   * Rank
   */
  postRank?: 1 | 2 | 3 | 4 | 5 | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysPositionEdit = Partial<SysPosition> & { id: string; version: number };
