// generated from schemas/ - do not edit
export interface WlTransportApply {
  /**
   * Site
   */
  siteId: string;
  /**
   * Apply name
   */
  applyName: string;
  /**
   * Notes
   */
  notes?: string | null;
  /**
   * State
   */
  state?: 0 | 1 | 2 | null;
  /**
   * Operated by
   */
  operateBy?: string | null;
  /**
   * Operated at
   */
  operateTime?: string | null;
  /**
   * Reject reason
   */
  rejectReason?: string | null;
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
  /**
   * State label
   */
  state_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlTransportApply`'s JSON-Schema
 * via the `definition` "WlTransportApplyAdd".
 */
export interface WlTransportApplyAdd {
  /**
   * Site
   */
  siteId: string;
  /**
   * Apply name
   */
  applyName: string;
  /**
   * Notes
   */
  notes?: string | null;
  /**
   * State
   */
  state?: 0 | 1 | 2 | null;
  /**
   * Reject reason
   */
  rejectReason?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlTransportApplyEdit = Partial<WlTransportApply> & { id: string; version: number };
