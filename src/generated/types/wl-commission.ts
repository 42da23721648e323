// generated from schemas/ - do not edit
export interface WlCommission {
  /**
   * Rule name
   */
  name: string;
  /**
   * Target
   */
  target: 0 | 1 | 2;
  /**
   * Site
   */
  siteId?: string | null;
  /**
   * Role type
   */
  roleType?: 0 | 1 | 2 | 3 | 4 | null;
  /**
   * Commission type
   */
  type: 'fixed' | 'percent';
  /**
   * Value
   */
  value: number;
  /**
   * Status
   */
  status: '1' | '0';
  /**
   * Remark
   */
  remark?: string | null;
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
   * Target label
   */
  target_dictText?: string | null;
  /**
   * Site label
   */
  siteId_dictText?: string | null;
  /**
   * Role type label
   */
  roleType_dictText?: string | null;
  /**
   * Commission type label
   */
  type_dictText?: string | null;
  /**
   * Status label
   */
  status_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlCommission`'s JSON-Schema
 * via the `definition` "WlCommissionAdd".
 */
export interface WlCommissionAdd {
  /**
   * Rule name
   */
  name: string;
  /**
   * Target
   */
  target: 0 | 1 | 2;
  /**
   * Site
   */
  siteId?: string | null;
  /**
   * Role type
   */
  roleType?: 0 | 1 | 2 | 3 | 4 | null;
  /**
   * Commission type
   */
  type?: 'fixed' | 'percent';
  /**
   * Value
   */
  value: number;
  /**
   * Status
   */
  status?: '1' | '0';
  /**
   * Remark
   */
  remark?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlCommissionEdit = Partial<WlCommission> & { id: string; version: number };
