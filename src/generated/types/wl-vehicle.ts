// generated from schemas/ - do not edit
export interface WlVehicle {
  /**
   * Vehicle no.
   */
  serial: string;
  /**
   * Site
   */
  siteId: string;
  /**
   * Vehicle type
   */
  typeId: string;
  /**
   * Licence plate
   */
  licenceNumber: string;
  /**
   * Driver name
   */
  driverName?: string | null;
  /**
   * Allowed weight (t)
   */
  allowWeight: number;
  /**
   * Allowed volume (m³)
   */
  allowVolume?: number | null;
  /**
   * State
   */
  state: 0 | 1 | 2 | 3;
  /**
   * Colour
   */
  colour?: string | null;
  /**
   * Region
   */
  area?: string | null;
  /**
   * Current address
   */
  currentAddress?: string | null;
  /**
   * Driving licence
   */
  drivingLicenseUrl?: string | null;
  /**
   * Vehicle photos
   */
  vehicleUrl?: string | null;
  /**
   * Whole-vehicle order fee type
   */
  wholeOrderFeeType?: 0 | 1 | null;
  /**
   * Whole-vehicle order fee
   */
  wholeOrderFee?: number | null;
  /**
   * Part-load order fee type
   */
  partOrderFeeType?: 0 | 1 | null;
  /**
   * Part-load order fee
   */
  partOrderFee?: number | null;
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
   * Vehicle type label
   */
  typeId_dictText?: string | null;
  /**
   * State label
   */
  state_dictText?: string | null;
  /**
   * Region label
   */
  area_dictText?: string | null;
  /**
   * Whole-vehicle order fee type label
   */
  wholeOrderFeeType_dictText?: string | null;
  /**
   * Part-load order fee type label
   */
  partOrderFeeType_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlVehicle`'s JSON-Schema
 * via the `definition` "WlVehicleAdd".
 */
export interface WlVehicleAdd {
  /**
   * Vehicle no.
   */
  serial: string;
  /**
   * Site
   */
  siteId: string;
  /**
   * Vehicle type
   */
  typeId: string;
  /**
   * Licence plate
   */
  licenceNumber: string;
  /**
   * Driver name
   */
  driverName?: string | null;
  /**
   * Allowed weight (t)
   */
  allowWeight: number;
  /**
   * Allowed volume (m³)
   */
  allowVolume?: number | null;
  /**
   * State
   */
  state?: 0 | 1 | 2 | 3;
  /**
   * Colour
   */
  colour?: string | null;
  /**
   * Region
   */
  area?: string | null;
  /**
   * Current address
   */
  currentAddress?: string | null;
  /**
   * Driving licence
   */
  drivingLicenseUrl?: string | null;
  /**
   * Vehicle photos
   */
  vehicleUrl?: string | null;
  /**
   * Whole-vehicle order fee type
   */
  wholeOrderFeeType?: 0 | 1 | null;
  /**
   * Whole-vehicle order fee
   */
  wholeOrderFee?: number | null;
  /**
   * Part-load order fee type
   */
  partOrderFeeType?: 0 | 1 | null;
  /**
   * Part-load order fee
   */
  partOrderFee?: number | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlVehicleEdit = Partial<WlVehicle> & { id: string; version: number };
