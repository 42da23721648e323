// generated from schemas/ - do not edit
export interface SysPermission {
  /**
   * Parent
   */
  parentId?: string | null;
  /**
   * Name
   */
  name: string;
  /**
   * English name
   */
  nameEn?: string | null;
  /**
   * Type
   */
  menuType: 0 | 1 | 2;
  /**
   * Path
   */
  url?: string | null;
  /**
   * Component
   */
  component?: string | null;
  /**
   * Icon
   */
  icon?: string | null;
  /**
   * Order
   */
  sortNo?: number | null;
  /**
   * Hidden
   */
  hidden?: boolean | null;
  /**
   * Permission code
   */
  perms?: string | null;
  /**
   * Strategy
   */
  permsType?: 1 | 2 | null;
  /**
   * Status
   */
  status?: '1' | '0' | null;
  /**
   * Has data rules
   */
  ruleFlag?: boolean | null;
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
   * Type label
   */
  menuType_dictText?: string | null;
  /**
   * Strategy label
   */
  permsType_dictText?: string | null;
  /**
   * Status label
   */
  status_dictText?: string | null;
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
 * This interface was referenced by `SysPermission`'s JSON-Schema
 * via the `definition` "SysPermissionAdd".
 */
export interface SysPermissionAdd {
  /**
   * Parent
   */
  parentId?: string | null;
  /**
   * Name
   */
  name: string;
  /**
   * English name
   */
  nameEn?: string | null;
  /**
   * Type
   */
  menuType?: 0 | 1 | 2;
  /**
   * Path
   */
  url?: string | null;
  /**
   * Component
   */
  component?: string | null;
  /**
   * Icon
   */
  icon?: string | null;
  /**
   * Order
   */
  sortNo?: number | null;
  /**
   * Hidden
   */
  hidden?: boolean | null;
  /**
   * Permission code
   */
  perms?: string | null;
  /**
   * Strategy
   */
  permsType?: 1 | 2 | null;
  /**
   * Status
   */
  status?: '1' | '0' | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysPermissionEdit = Partial<SysPermission> & { id: string; version: number };
