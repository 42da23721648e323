// generated from schemas/ - do not edit
export interface WlParcelOrder {
  /**
   * Order no.
   */
  orderNo: string;
  /**
   * Order state
   */
  orderState?: 10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100 | 110 | null;
  /**
   * Item
   */
  itemInfo: string;
  /**
   * Weight (kg)
   */
  itemWeight?: number | null;
  /**
   * Length (cm)
   */
  itemLength?: number | null;
  /**
   * Width (cm)
   */
  itemWidth?: number | null;
  /**
   * Height (cm)
   */
  itemHeight?: number | null;
  /**
   * Volume (m³)
   */
  itemVolume?: number | null;
  /**
   * Price
   */
  price: number;
  /**
   * Payment type
   */
  paymentType?: 0 | 1 | 2 | null;
  /**
   * Payment method
   */
  paymentMethod?: 0 | 1 | null;
  /**
   * Received
   */
  receivedPrice?: number | null;
  /**
   * Uncollected
   */
  uncollectedPrice?: number | null;
  /**
   * Payment state
   */
  paymentState?: 0 | 1 | 2 | null;
  /**
   * Sender name
   */
  senderName: string;
  /**
   * Sender region
   */
  senderArea?: string | null;
  /**
   * Sender phone
   */
  senderPhone: string;
  /**
   * Sender address
   */
  senderAddress?: string | null;
  /**
   * Receiver name
   */
  receiverName: string;
  /**
   * Receiver region
   */
  receiverArea?: string | null;
  /**
   * Receiver phone
   */
  receiverPhone: string;
  /**
   * Receiver address
   */
  receiverAddress?: string | null;
  /**
   * Pickup site
   */
  pickupSiteId?: string | null;
  /**
   * Delivery site
   */
  deliverySiteId?: string | null;
  /**
   * Current site
   */
  currentSiteId?: string | null;
  /**
   * Pickup courier
   */
  pickupCourierId?: string | null;
  /**
   * Pickup time
   */
  pickupTime?: string | null;
  /**
   * Dispatch courier
   */
  dispatchCourierId?: string | null;
  /**
   * Dispatch time
   */
  dispatchTime?: string | null;
  /**
   * Signed by
   */
  signName?: string | null;
  /**
   * Sign time
   */
  signTime?: string | null;
  /**
   * Reject reason
   */
  rejectReason?: string | null;
  /**
   * Reject images
   */
  rejectImages?: string | null;
  /**
   * Pickup code
   */
  pickupCode?: string | null;
  /**
   * Unload code
   */
  unloadCode?: string | null;
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
   * Payment type label
   */
  paymentType_dictText?: string | null;
  /**
   * Payment method label
   */
  paymentMethod_dictText?: string | null;
  /**
   * Payment state label
   */
  paymentState_dictText?: string | null;
  /**
   * Sender region label
   */
  senderArea_dictText?: string | null;
  /**
   * Receiver region label
   */
  receiverArea_dictText?: string | null;
  /**
   * Pickup site label
   */
  pickupSiteId_dictText?: string | null;
  /**
   * Delivery site label
   */
  deliverySiteId_dictText?: string | null;
  /**
   * Current site label
   */
  currentSiteId_dictText?: string | null;
  /**
   * Pickup courier label
   */
  pickupCourierId_dictText?: string | null;
  /**
   * Dispatch courier label
   */
  dispatchCourierId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlParcelOrder`'s JSON-Schema
 * via the `definition` "WlParcelOrderAdd".
 */
export interface WlParcelOrderAdd {
  /**
   * Order no.
   */
  orderNo: string;
  /**
   * Order state
   */
  orderState?: 10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100 | 110 | null;
  /**
   * Item
   */
  itemInfo: string;
  /**
   * Weight (kg)
   */
  itemWeight?: number | null;
  /**
   * Length (cm)
   */
  itemLength?: number | null;
  /**
   * Width (cm)
   */
  itemWidth?: number | null;
  /**
   * Height (cm)
   */
  itemHeight?: number | null;
  /**
   * Volume (m³)
   */
  itemVolume?: number | null;
  /**
   * Price
   */
  price: number;
  /**
   * Payment type
   */
  paymentType?: 0 | 1 | 2 | null;
  /**
   * Payment method
   */
  paymentMethod?: 0 | 1 | null;
  /**
   * Received
   */
  receivedPrice?: number | null;
  /**
   * Sender name
   */
  senderName: string;
  /**
   * Sender region
   */
  senderArea?: string | null;
  /**
   * Sender phone
   */
  senderPhone: string;
  /**
   * Sender address
   */
  senderAddress?: string | null;
  /**
   * Receiver name
   */
  receiverName: string;
  /**
   * Receiver region
   */
  receiverArea?: string | null;
  /**
   * Receiver phone
   */
  receiverPhone: string;
  /**
   * Receiver address
   */
  receiverAddress?: string | null;
  /**
   * Pickup site
   */
  pickupSiteId?: string | null;
  /**
   * Delivery site
   */
  deliverySiteId?: string | null;
  /**
   * Current site
   */
  currentSiteId?: string | null;
  /**
   * Pickup courier
   */
  pickupCourierId?: string | null;
  /**
   * Pickup time
   */
  pickupTime?: string | null;
  /**
   * Dispatch courier
   */
  dispatchCourierId?: string | null;
  /**
   * Dispatch time
   */
  dispatchTime?: string | null;
  /**
   * Signed by
   */
  signName?: string | null;
  /**
   * Sign time
   */
  signTime?: string | null;
  /**
   * Reject reason
   */
  rejectReason?: string | null;
  /**
   * Reject images
   */
  rejectImages?: string | null;
  /**
   * Pickup code
   */
  pickupCode?: string | null;
  /**
   * Unload code
   */
  unloadCode?: string | null;
  /**
   * Remark
   */
  remark?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlParcelOrderEdit = Partial<WlParcelOrder> & { id: string; version: number };
