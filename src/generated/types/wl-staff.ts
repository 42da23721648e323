// generated from schemas/ - do not edit
export interface WlStaff {
  /**
   * Name
   */
  name: string;
  /**
   * Site
   */
  siteId: string;
  /**
   * Job
   */
  jobName?: string | null;
  /**
   * Phone
   */
  phone?: string | null;
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
   * Site label
   */
  siteId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlStaff`'s JSON-Schema
 * via the `definition` "WlStaffAdd".
 */
export interface WlStaffAdd {
  /**
   * Name
   */
  name: string;
  /**
   * Site
   */
  siteId: string;
  /**
   * Job
   */
  jobName?: string | null;
  /**
   * Phone
   */
  phone?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlStaffEdit = Partial<WlStaff> & { id: string; version: number };
