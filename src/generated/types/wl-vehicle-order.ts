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
  /**
   * Order state label
   */
  orderState_dictText?: string | null;
  /**
   * Line label
   */
  lineId_dictText?: string | null;
  /**
   * Vehicle label
   */
  vehicleId_dictText?: string | null;
  /**
   * Driver label
   */
  driverId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlVehicleOrder`'s JSON-Schema
 * via the `definition` "WlVehicleOrderAdd".
 */
export interface WlVehicleOrderAdd {
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
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlVehicleOrderEdit = Partial<WlVehicleOrder> & { id: string; version: number };
