// generated from schemas/ - do not edit
export interface WlStorageOut {
  /**
   * Parcel order
   */
  parcelOrderId: string;
  /**
   * Site
   */
  siteId: string;
  /**
   * State after
   */
  orderState: 10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100 | 110;
  /**
   * Action
   */
  action?:
    | 'pickup'
    | 'stockIn'
    | 'stockOut'
    | 'depart'
    | 'arrive'
    | 'deliveryStockOut'
    | 'dispatch'
    | 'sign'
    | 'reject'
    | 'cancel'
    | null;
  /**
   * Operator
   */
  operatorId?: string | null;
  /**
   * Time
   */
  time: string;
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
   * Site label
   */
  siteId_dictText?: string | null;
  /**
   * State after label
   */
  orderState_dictText?: string | null;
  /**
   * Action label
   */
  action_dictText?: string | null;
  /**
   * Operator label
   */
  operatorId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlStorageOut`'s JSON-Schema
 * via the `definition` "WlStorageOutAdd".
 */
export interface WlStorageOutAdd {
  /**
   * Parcel order
   */
  parcelOrderId: string;
  /**
   * Site
   */
  siteId: string;
  /**
   * State after
   */
  orderState: 10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100 | 110;
  /**
   * Action
   */
  action?:
    | 'pickup'
    | 'stockIn'
    | 'stockOut'
    | 'depart'
    | 'arrive'
    | 'deliveryStockOut'
    | 'dispatch'
    | 'sign'
    | 'reject'
    | 'cancel'
    | null;
  /**
   * Operator
   */
  operatorId?: string | null;
  /**
   * Time
   */
  time: string;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlStorageOutEdit = Partial<WlStorageOut> & { id: string; version: number };
