// generated from schemas/ - do not edit
export interface WlOrder {
  /**
   * Order no.
   */
  orderNo: string;
  /**
   * Order state
   */
  orderState?: 10 | 20 | 25 | 30 | 35 | 40 | 50 | 55 | 60 | 70 | 80 | 110 | null;
  /**
   * Goods
   */
  itemInfo: string;
  /**
   * Weight (kg)
   */
  weight?: number | null;
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
   * Sender region
   */
  senderArea?: string | null;
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
   * Receiver region
   */
  receiverArea?: string | null;
  /**
   * Receiver address
   */
  receiverAddress?: string | null;
  /**
   * Vehicle
   */
  vehicleId?: string | null;
  /**
   * Driver
   */
  driverId?: string | null;
  /**
   * Plate number
   */
  plateNumber?: string | null;
  /**
   * Pickup code
   */
  pickupCode?: string | null;
  /**
   * Unload code
   */
  unloadCode?: string | null;
  /**
   * Reject reason
   */
  rejectReason?: string | null;
  /**
   * Freight template
   */
  freightTemplateId?: string | null;
  /**
   * Driver income template
   */
  driverIncomeTemplateId?: string | null;
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
