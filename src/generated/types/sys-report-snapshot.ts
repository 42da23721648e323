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
