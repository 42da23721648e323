// generated from schemas/ - do not edit
export interface WlOrderFee {
  /**
   * Order
   */
  orderId: string;
  /**
   * Order state
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
}
