// generated from schemas/ - do not edit
export interface WlDriverTransfer {
  /**
   * Driver
   */
  driverId: string;
  /**
   * From fleet
   */
  fromFleetId?: string | null;
  /**
   * To fleet
   */
  toFleetId: string;
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
   * Driver label
   */
  driverId_dictText?: string | null;
  /**
   * From fleet label
   */
  fromFleetId_dictText?: string | null;
  /**
   * To fleet label
   */
  toFleetId_dictText?: string | null;
  /**
   * State label
   */
  state_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlDriverTransfer`'s JSON-Schema
 * via the `definition` "WlDriverTransferAdd".
 */
export interface WlDriverTransferAdd {
  /**
   * Driver
   */
  driverId: string;
  /**
   * To fleet
   */
  toFleetId: string;
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
export type WlDriverTransferEdit = Partial<WlDriverTransfer> & { id: string; version: number };
