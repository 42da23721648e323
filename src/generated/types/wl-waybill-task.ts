// generated from schemas/ - do not edit
export interface WlWaybillTask {
  /**
   * Waybill
   */
  waybillId: string;
  /**
   * Sequence
   */
  sequence: number;
  /**
   * Freight order
   */
  orderId?: string | null;
  /**
   * Address
   */
  address?: string | null;
  /**
   * Planned time
   */
  plannedTime?: string | null;
  /**
   * Actual time
   */
  actualTime?: string | null;
  /**
   * Task state
   */
  state?: 0 | 1 | 2 | null;
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
   * Waybill label
   */
  waybillId_dictText?: string | null;
  /**
   * Freight order label
   */
  orderId_dictText?: string | null;
  /**
   * Task state label
   */
  state_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlWaybillTask`'s JSON-Schema
 * via the `definition` "WlWaybillTaskAdd".
 */
export interface WlWaybillTaskAdd {
  /**
   * Waybill
   */
  waybillId: string;
  /**
   * Sequence
   */
  sequence?: number;
  /**
   * Freight order
   */
  orderId?: string | null;
  /**
   * Address
   */
  address?: string | null;
  /**
   * Planned time
   */
  plannedTime?: string | null;
  /**
   * Actual time
   */
  actualTime?: string | null;
  /**
   * Task state
   */
  state?: 0 | 1 | 2 | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlWaybillTaskEdit = Partial<WlWaybillTask> & { id: string; version: number };
