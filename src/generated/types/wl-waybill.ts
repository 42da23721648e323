// generated from schemas/ - do not edit
import type { WlWaybillTask, WlWaybillTaskAdd } from './wl-waybill-task.ts';

export interface WlWaybill {
  /**
   * Waybill no.
   */
  waybillNo: string;
  /**
   * Waybill state
   */
  state?: 10 | 20 | 30 | 40 | 50 | null;
  /**
   * Vehicle
   */
  vehicleId: string;
  /**
   * Driver
   */
  driverId: string;
  /**
   * Fleet
   */
  fleetId?: string | null;
  /**
   * Line
   */
  lineId?: string | null;
  /**
   * Planned pickup
   */
  plannedPickupTime?: string | null;
  /**
   * Actual pickup
   */
  actualPickupTime?: string | null;
  /**
   * Planned arrival
   */
  plannedArrivalTime?: string | null;
  /**
   * Actual arrival
   */
  actualArrivalTime?: string | null;
  /**
   * Planned return
   */
  plannedReturnTime?: string | null;
  /**
   * Actual return
   */
  actualReturnTime?: string | null;
  /**
   * Orders
   */
  orderCount?: number | null;
  /**
   * Pieces
   */
  pieceCount?: number | null;
  /**
   * Freight
   */
  freight?: number | null;
  /**
   * Gross weight (kg)
   */
  grossWeight?: number | null;
  /**
   * Net weight (kg)
   */
  netWeight?: number | null;
  /**
   * Start odometer (km)
   */
  startMileage?: number | null;
  /**
   * End odometer (km)
   */
  endMileage?: number | null;
  /**
   * Fuel (litres)
   */
  fuelLitres?: number | null;
  /**
   * Fuel cost
   */
  fuelCost?: number | null;
  /**
   * Signed by
   */
  signerName?: string | null;
  /**
   * Loading pictures
   */
  loadPictures?: string | null;
  /**
   * Unloading pictures
   */
  unloadPictures?: string | null;
  /**
   * Start coordinates
   */
  startPosition?: string | null;
  /**
   * End coordinates
   */
  endPosition?: string | null;
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
   * Waybill state label
   */
  state_dictText?: string | null;
  /**
   * Vehicle label
   */
  vehicleId_dictText?: string | null;
  /**
   * Driver label
   */
  driverId_dictText?: string | null;
  /**
   * Fleet label
   */
  fleetId_dictText?: string | null;
  /**
   * Line label
   */
  lineId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlWaybill`'s JSON-Schema
 * via the `definition` "WlWaybillAdd".
 */
export interface WlWaybillAdd {
  /**
   * Waybill no.
   */
  waybillNo: string;
  /**
   * Waybill state
   */
  state?: 10 | 20 | 30 | 40 | 50 | null;
  /**
   * Vehicle
   */
  vehicleId: string;
  /**
   * Driver
   */
  driverId: string;
  /**
   * Fleet
   */
  fleetId?: string | null;
  /**
   * Line
   */
  lineId?: string | null;
  /**
   * Planned pickup
   */
  plannedPickupTime?: string | null;
  /**
   * Actual pickup
   */
  actualPickupTime?: string | null;
  /**
   * Planned arrival
   */
  plannedArrivalTime?: string | null;
  /**
   * Actual arrival
   */
  actualArrivalTime?: string | null;
  /**
   * Planned return
   */
  plannedReturnTime?: string | null;
  /**
   * Actual return
   */
  actualReturnTime?: string | null;
  /**
   * Orders
   */
  orderCount?: number | null;
  /**
   * Pieces
   */
  pieceCount?: number | null;
  /**
   * Freight
   */
  freight?: number | null;
  /**
   * Gross weight (kg)
   */
  grossWeight?: number | null;
  /**
   * Net weight (kg)
   */
  netWeight?: number | null;
  /**
   * Start odometer (km)
   */
  startMileage?: number | null;
  /**
   * End odometer (km)
   */
  endMileage?: number | null;
  /**
   * Fuel (litres)
   */
  fuelLitres?: number | null;
  /**
   * Fuel cost
   */
  fuelCost?: number | null;
  /**
   * Signed by
   */
  signerName?: string | null;
  /**
   * Loading pictures
   */
  loadPictures?: string | null;
  /**
   * Unloading pictures
   */
  unloadPictures?: string | null;
  /**
   * Start coordinates
   */
  startPosition?: string | null;
  /**
   * End coordinates
   */
  endPosition?: string | null;
  /**
   * Remark
   */
  remark?: string | null;
  /**
   * Waybill tasks
   */
  waybillTaskList?: (Omit<WlWaybillTaskAdd, 'waybillId'> & Partial<WlWaybillTask>)[];
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlWaybillEdit = Partial<WlWaybill> & { id: string; version: number } & {
  waybillTaskList?: (Omit<WlWaybillTaskAdd, 'waybillId'> & Partial<WlWaybillTask>)[];
};
