// generated from schemas/ - do not edit
export interface WlTripOrder {
  /**
   * Trip
   */
  tripId: string;
  /**
   * Freight order
   */
  orderId: string;
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
   * Trip label
   */
  tripId_dictText?: string | null;
  /**
   * Freight order label
   */
  orderId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlTripOrder`'s JSON-Schema
 * via the `definition` "WlTripOrderAdd".
 */
export interface WlTripOrderAdd {
  /**
   * Trip
   */
  tripId: string;
  /**
   * Freight order
   */
  orderId: string;
  /**
   * Remark
   */
  remark?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlTripOrderEdit = Partial<WlTripOrder> & { id: string; version: number };
