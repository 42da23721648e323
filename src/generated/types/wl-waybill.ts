// generated from schemas/ - do not edit
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
}
