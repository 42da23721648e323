// generated from schemas/ - do not edit
export interface SysStateLog {
  /**
   * Entity
   */
  entityName: string;
  /**
   * Record id
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
