// generated from schemas/ - do not edit
import type { WlOrderFee, WlOrderFeeAdd } from './wl-order-fee.ts';

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
  /**
   * Order state label
   */
  orderState_dictText?: string | null;
  /**
   * Sender region label
   */
  senderArea_dictText?: string | null;
  /**
   * Receiver region label
   */
  receiverArea_dictText?: string | null;
  /**
   * Vehicle label
   */
  vehicleId_dictText?: string | null;
  /**
   * Driver label
   */
  driverId_dictText?: string | null;
  /**
   * Freight template label
   */
  freightTemplateId_dictText?: string | null;
  /**
   * Driver income template label
   */
  driverIncomeTemplateId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlOrder`'s JSON-Schema
 * via the `definition` "WlOrderAdd".
 */
export interface WlOrderAdd {
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
   * Order fees
   */
  orderFeeList?: (Omit<WlOrderFeeAdd, 'orderId'> & Partial<WlOrderFee>)[];
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlOrderEdit = Partial<WlOrder> & { id: string; version: number } & {
  orderFeeList?: (Omit<WlOrderFeeAdd, 'orderId'> & Partial<WlOrderFee>)[];
};
