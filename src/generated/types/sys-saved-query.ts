// generated from schemas/ - do not edit
export interface SysSavedQuery {
  /**
   * Owner
   */
  userId: string;
  /**
   * Entity
   */
  entity: string;
  /**
   * Save code
   */
  saveCode: string;
  /**
   * Name
   */
  title: string;
  /**
   * Conditions
   */
  content: string;
  /**
   * Shared with
   */
  shareScope: 0 | 1 | 2;
  /**
   * Shared with role
   */
  roleId?: string | null;
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
   * Owner label
   */
  userId_dictText?: string | null;
  /**
   * Shared with label
   */
  shareScope_dictText?: string | null;
  /**
   * Shared with role label
   */
  roleId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysSavedQuery`'s JSON-Schema
 * via the `definition` "SysSavedQueryAdd".
 */
export interface SysSavedQueryAdd {
  /**
   * Owner
   */
  userId: string;
  /**
   * Entity
   */
  entity: string;
  /**
   * Save code
   */
  saveCode: string;
  /**
   * Name
   */
  title: string;
  /**
   * Conditions
   */
  content: string;
  /**
   * Shared with
   */
  shareScope?: 0 | 1 | 2;
  /**
   * Shared with role
   */
  roleId?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysSavedQueryEdit = Partial<SysSavedQuery> & { id: string; version: number };
