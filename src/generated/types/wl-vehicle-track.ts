// generated from schemas/ - do not edit
export interface WlVehicleTrack {
  /**
   * Vehicle
   */
  vehicleId: string;
  /**
   * Time
   */
  time: string;
  /**
   * Longitude
   */
  lng: number;
  /**
   * Latitude
   */
  lat: number;
  /**
   * Speed (km/h)
   */
  speed?: number | null;
  /**
   * Address
   */
  address?: string | null;
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
   * Vehicle label
   */
  vehicleId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlVehicleTrack`'s JSON-Schema
 * via the `definition` "WlVehicleTrackAdd".
 */
export interface WlVehicleTrackAdd {
  /**
   * Vehicle
   */
  vehicleId: string;
  /**
   * Time
   */
  time: string;
  /**
   * Longitude
   */
  lng: number;
  /**
   * Latitude
   */
  lat: number;
  /**
   * Speed (km/h)
   */
  speed?: number | null;
  /**
   * Address
   */
  address?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlVehicleTrackEdit = Partial<WlVehicleTrack> & { id: string; version: number };
