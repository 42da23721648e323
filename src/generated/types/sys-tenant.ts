// generated from schemas/ - do not edit
export interface SysTenant {
  /**
   * Tenant no.
   */
  tenantNo: number;
  /**
   * Tenant name
   */
  name: string;
  /**
   * English name
   */
  nameEn?: string | null;
  /**
   * Start
   */
  beginDate?: string | null;
  /**
   * End
   */
  endDate?: string | null;
  /**
   * Status
   */
  status: '1' | '0';
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
   * Status label
   */
  status_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysTenant`'s JSON-Schema
 * via the `definition` "SysTenantAdd".
 */
export interface SysTenantAdd {
  /**
   * Tenant no.
   */
  tenantNo: number;
  /**
   * Tenant name
   */
  name: string;
  /**
   * English name
   */
  nameEn?: string | null;
  /**
   * Start
   */
  beginDate?: string | null;
  /**
   * End
   */
  endDate?: string | null;
  /**
   * Status
   */
  status?: '1' | '0';
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysTenantEdit = Partial<SysTenant> & { id: string; version: number };
