// generated from schemas/ - do not edit
export interface WlOrderAssign {
  /**
   * Parcel order
   */
  parcelOrderId: string;
  /**
   * Assignment type
   */
  assignType: 0 | 1;
  /**
   * Courier
   */
  courierId: string;
  /**
   * Assigned at
   */
  assignTime?: string | null;
  /**
   * Operator
   */
  operatorId?: string | null;
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
   * Parcel order label
   */
  parcelOrderId_dictText?: string | null;
  /**
   * Assignment type label
   */
  assignType_dictText?: string | null;
  /**
   * Courier label
   */
  courierId_dictText?: string | null;
  /**
   * Operator label
   */
  operatorId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlOrderAssign`'s JSON-Schema
 * via the `definition` "WlOrderAssignAdd".
 */
export interface WlOrderAssignAdd {
  /**
   * Parcel order
   */
  parcelOrderId: string;
  /**
   * Assignment type
   */
  assignType: 0 | 1;
  /**
   * Courier
   */
  courierId: string;
  /**
   * Remark
   */
  remark?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlOrderAssignEdit = Partial<WlOrderAssign> & { id: string; version: number };
