// generated from schemas/ - do not edit
export interface WlSiteFee {
  /**
   * Site
   */
  siteId: string;
  /**
   * Parcel order
   */
  parcelOrderId: string;
  /**
   * Fee kind
   */
  feeKind: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * Fee type
   */
  feeType: 0 | 1;
  /**
   * Fee setting
   */
  feeValue?: number | null;
  /**
   * Order price
   */
  orderPrice?: number | null;
  /**
   * Amount
   */
  amount: number;
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
   * Site label
   */
  siteId_dictText?: string | null;
  /**
   * Parcel order label
   */
  parcelOrderId_dictText?: string | null;
  /**
   * Fee kind label
   */
  feeKind_dictText?: string | null;
  /**
   * Fee type label
   */
  feeType_dictText?: string | null;
  /**
   * Action label
   */
  action_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlSiteFee`'s JSON-Schema
 * via the `definition` "WlSiteFeeAdd".
 */
export interface WlSiteFeeAdd {
  /**
   * Site
   */
  siteId: string;
  /**
   * Parcel order
   */
  parcelOrderId: string;
  /**
   * Fee kind
   */
  feeKind: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * Fee type
   */
  feeType: 0 | 1;
  /**
   * Fee setting
   */
  feeValue?: number | null;
  /**
   * Order price
   */
  orderPrice?: number | null;
  /**
   * Amount
   */
  amount: number;
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
   * Time
   */
  time: string;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlSiteFeeEdit = Partial<WlSiteFee> & { id: string; version: number };
