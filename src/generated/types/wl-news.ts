// generated from schemas/ - do not edit
export interface WlNews {
  /**
   * Title
   */
  title: string;
  /**
   * Cover
   */
  cover?: string | null;
  /**
   * Content
   */
  content?: string | null;
  /**
   * Top flag
   */
  topFlag: 'top' | 'normal';
  /**
   * Status
   */
  status: 'published' | 'stopped';
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
   * Top flag label
   */
  topFlag_dictText?: string | null;
  /**
   * Status label
   */
  status_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlNews`'s JSON-Schema
 * via the `definition` "WlNewsAdd".
 */
export interface WlNewsAdd {
  /**
   * Title
   */
  title: string;
  /**
   * Cover
   */
  cover?: string | null;
  /**
   * Content
   */
  content?: string | null;
  /**
   * Top flag
   */
  topFlag?: 'top' | 'normal';
  /**
   * Status
   */
  status?: 'published' | 'stopped';
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlNewsEdit = Partial<WlNews> & { id: string; version: number };
