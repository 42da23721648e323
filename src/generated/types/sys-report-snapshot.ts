// generated from schemas/ - do not edit
export interface SysReportSnapshot {
  /**
   * Date
   */
  snapshotDate: string;
  /**
   * Entity
   */
  entityName: string;
  /**
   * Rows
   */
  rowCount: number;
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
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysReportSnapshot`'s JSON-Schema
 * via the `definition` "SysReportSnapshotAdd".
 */
export interface SysReportSnapshotAdd {
  /**
   * Date
   */
  snapshotDate: string;
  /**
   * Entity
   */
  entityName: string;
  /**
   * Rows
   */
  rowCount: number;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysReportSnapshotEdit = Partial<SysReportSnapshot> & { id: string; version: number };
