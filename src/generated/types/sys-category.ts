// generated from schemas/ - do not edit
export interface SysCategory {
  /**
   * Parent
   */
  parentId?: string | null;
  /**
   * Name
   */
  name: string;
  /**
   * Code
   */
  code: string;
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
   * Parent label
   */
  parentId_dictText?: string | null;
  /**
   * Has children
   */
  hasChild?: boolean;
  /**
   * Child rows (a nested list)
   */
  children?: {}[];
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysCategory`'s JSON-Schema
 * via the `definition` "SysCategoryAdd".
 */
export interface SysCategoryAdd {
  /**
   * Parent
   */
  parentId?: string | null;
  /**
   * Name
   */
  name: string;
  /**
   * Code
   */
  code: string;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysCategoryEdit = Partial<SysCategory> & { id: string; version: number };
