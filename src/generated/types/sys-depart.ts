// generated from schemas/ - do not edit
export interface SysDepart {
  /**
   * Parent
   */
  parentId?: string | null;
  /**
   * Department name
   */
  departName: string;
  /**
   * English name
   */
  departNameEn?: string | null;
  /**
   * Org code
   */
  orgCode?: string | null;
  /**
   * Category
   */
  orgCategory: 1 | 2 | 3;
  /**
   * Order
   */
  departOrder?: number | null;
  /**
   * Mobile
   */
  mobile?: string | null;
  /**
   * Address
   */
  address?: string | null;
  /**
   * Remark
   */
  memo?: string | null;
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
   * Category label
   */
  orgCategory_dictText?: string | null;
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
 * This interface was referenced by `SysDepart`'s JSON-Schema
 * via the `definition` "SysDepartAdd".
 */
export interface SysDepartAdd {
  /**
   * Parent
   */
  parentId?: string | null;
  /**
   * Department name
   */
  departName: string;
  /**
   * English name
   */
  departNameEn?: string | null;
  /**
   * Category
   */
  orgCategory?: 1 | 2 | 3;
  /**
   * Order
   */
  departOrder?: number | null;
  /**
   * Mobile
   */
  mobile?: string | null;
  /**
   * Address
   */
  address?: string | null;
  /**
   * Remark
   */
  memo?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysDepartEdit = Partial<SysDepart> & { id: string; version: number };
