// generated from schemas/ - do not edit
import type { WlTripOrder, WlTripOrderAdd } from './wl-trip-order.ts';

export interface WlTransportTrip {
  /**
   * Trip no.
   */
  serialNo: string;
  /**
   * Site
   */
  siteId: string;
  /**
   * Line
   */
  lineId: string;
  /**
   * Driver
   */
  driverId?: string | null;
  /**
   * Vehicle
   */
  vehicleId?: string | null;
  /**
   * Start time
   */
  startTime?: string | null;
  /**
   * End time
   */
  endTime?: string | null;
  /**
   * Type
   */
  type?: 0 | 1 | 2 | null;
  /**
   * Trip state
   */
  state?: 10 | 20 | 30 | 40 | null;
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
   * Site label
   */
  siteId_dictText?: string | null;
  /**
   * Line label
   */
  lineId_dictText?: string | null;
  /**
   * Driver label
   */
  driverId_dictText?: string | null;
  /**
   * Vehicle label
   */
  vehicleId_dictText?: string | null;
  /**
   * Type label
   */
  type_dictText?: string | null;
  /**
   * Trip state label
   */
  state_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlTransportTrip`'s JSON-Schema
 * via the `definition` "WlTransportTripAdd".
 */
export interface WlTransportTripAdd {
  /**
   * Trip no.
   */
  serialNo: string;
  /**
   * Site
   */
  siteId: string;
  /**
   * Line
   */
  lineId: string;
  /**
   * Driver
   */
  driverId?: string | null;
  /**
   * Vehicle
   */
  vehicleId?: string | null;
  /**
   * Start time
   */
  startTime?: string | null;
  /**
   * End time
   */
  endTime?: string | null;
  /**
   * Type
   */
  type?: 0 | 1 | 2 | null;
  /**
   * Trip state
   */
  state?: 10 | 20 | 30 | 40 | null;
  /**
   * Remark
   */
  remark?: string | null;
  /**
   * Trip orders
   */
  tripOrderList?: (Omit<WlTripOrderAdd, 'tripId'> & Partial<WlTripOrder>)[];
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlTransportTripEdit = Partial<WlTransportTrip> & { id: string; version: number } & {
  tripOrderList?: (Omit<WlTripOrderAdd, 'tripId'> & Partial<WlTripOrder>)[];
};
