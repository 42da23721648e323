// generated from schemas/ - do not edit
export interface SysStateLog {
  /**
   * Entity
   */
  entityName: string;
  /**
   * Record
   */
  recordId: string;
  /**
   * Status field
   */
  fieldName: string;
  /**
   * From
   */
  fromState?: string | null;
  /**
   * To
   */
  toState: string;
  /**
   * Action
   */
  action: string;
  /**
   * Note
   */
  note?: string | null;
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
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysStateLog`'s JSON-Schema
 * via the `definition` "SysStateLogAdd".
 */
export interface SysStateLogAdd {
  /**
   * Entity
   */
  entityName: string;
  /**
   * Record
   */
  recordId: string;
  /**
   * Status field
   */
  fieldName: string;
  /**
   * From
   */
  fromState?: string | null;
  /**
   * To
   */
  toState: string;
  /**
   * Action
   */
  action: string;
  /**
   * Note
   */
  note?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysStateLogEdit = Partial<SysStateLog> & { id: string; version: number };
