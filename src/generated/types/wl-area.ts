// generated from schemas/ - do not edit
export interface WlArea {
  /**
   * Area name
   */
  name: string;
  /**
   * Parent area
   */
  parentId?: string | null;
  /**
   * Postcode
   */
  postcode?: string | null;
  /**
   * Level
   */
  level: 1 | 2 | 3 | 4;
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
   * Tenant
   */
  tenantId?: number;
  /**
   * Version
   */
  version: number;
  /**
   * Parent area label
   */
  parentId_dictText?: string | null;
  /**
   * Level label
   */
  level_dictText?: string | null;
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
 * This interface was referenced by `WlArea`'s JSON-Schema
 * via the `definition` "WlAreaAdd".
 */
export interface WlAreaAdd {
  /**
   * Area name
   */
  name: string;
  /**
   * Parent area
   */
  parentId?: string | null;
  /**
   * Postcode
   */
  postcode?: string | null;
  /**
   * Level
   */
  level: 1 | 2 | 3 | 4;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlAreaEdit = Partial<WlArea> & { id: string; version: number };
