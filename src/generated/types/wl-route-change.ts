// generated from schemas/ - do not edit
export interface WlRouteChange {
  /**
   * Trip
   */
  tripId: string;
  /**
   * From line
   */
  fromLineId?: string | null;
  /**
   * To line
   */
  toLineId: string;
  /**
   * Reason
   */
  reason: string;
  /**
   * State
   */
  state?: 0 | 1 | 2 | null;
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
   * Trip label
   */
  tripId_dictText?: string | null;
  /**
   * From line label
   */
  fromLineId_dictText?: string | null;
  /**
   * To line label
   */
  toLineId_dictText?: string | null;
  /**
   * State label
   */
  state_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlRouteChange`'s JSON-Schema
 * via the `definition` "WlRouteChangeAdd".
 */
export interface WlRouteChangeAdd {
  /**
   * Trip
   */
  tripId: string;
  /**
   * To line
   */
  toLineId: string;
  /**
   * Reason
   */
  reason: string;
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
export type WlRouteChangeEdit = Partial<WlRouteChange> & { id: string; version: number };
