// generated from schemas/ - do not edit
export interface WlVehicleOrder {
  /**
   * Order no.
   */
  orderNo: string;
  /**
   * Order state
   */
  orderState?: 10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100 | 110 | null;
  /**
   * Goods
   */
  itemInfo: string;
  /**
   * Weight (t)
   */
  itemWeight?: number | null;
  /**
   * Price
   */
  price: number;
  /**
   * Received
   */
  receivedPrice?: number | null;
  /**
   * Sender
   */
  senderName: string;
  /**
   * Sender phone
   */
  senderPhone: string;
  /**
   * Sender address
   */
  senderAddress?: string | null;
  /**
   * Receiver
   */
  receiverName: string;
  /**
   * Receiver phone
   */
  receiverPhone: string;
  /**
   * Receiver address
   */
  receiverAddress?: string | null;
  /**
   * Line
   */
  lineId?: string | null;
  /**
   * Vehicle
   */
  vehicleId?: string | null;
  /**
   * Driver
   */
  driverId?: string | null;
  /**
   * Reject reason
   */
  rejectReason?: string | null;
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
}
