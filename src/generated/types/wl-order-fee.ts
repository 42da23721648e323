// generated from schemas/ - do not edit
export interface WlOrderFee {
  /**
   * Order
   */
  orderId: string;
  /**
   * State when incurred
   */
  orderState?: 10 | 20 | 25 | 30 | 35 | 40 | 50 | 55 | 60 | 70 | 80 | 110 | null;
  /**
   * Amount
   */
  amount: number;
  /**
   * Time
   */
  time?: string | null;
  /**
   * Voucher
   */
  voucher?: string | null;
  /**
   * Remark
   */
  remark?: string | null;
  /**
   * Order
   */
  orderNum?: number | null;
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
   * Order label
   */
  orderId_dictText?: string | null;
  /**
   * State when incurred label
   */
  orderState_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlOrderFee`'s JSON-Schema
 * via the `definition` "WlOrderFeeAdd".
 */
export interface WlOrderFeeAdd {
  /**
   * Order
   */
  orderId: string;
  /**
   * State when incurred
   */
  orderState?: 10 | 20 | 25 | 30 | 35 | 40 | 50 | 55 | 60 | 70 | 80 | 110 | null;
  /**
   * Amount
   */
  amount: number;
  /**
   * Time
   */
  time?: string | null;
  /**
   * Voucher
   */
  voucher?: string | null;
  /**
   * Remark
   */
  remark?: string | null;
  /**
   * Order
   */
  orderNum?: number | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlOrderFeeEdit = Partial<WlOrderFee> & { id: string; version: number };
