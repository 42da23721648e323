// generated from schemas/ - do not edit
export interface WlVehicleType {
  /**
   * Type name
   */
  name: string;
  /**
   * Picture
   */
  img?: string | null;
  /**
   * Length (m)
   */
  carLong?: number | null;
  /**
   * Height (m)
   */
  carHeight?: number | null;
  /**
   * Load weight (t)
   */
  carLoadWeight?: number | null;
  /**
   * Load volume (m³)
   */
  carLoadVolume?: number | null;
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
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlVehicleType`'s JSON-Schema
 * via the `definition` "WlVehicleTypeAdd".
 */
export interface WlVehicleTypeAdd {
  /**
   * Type name
   */
  name: string;
  /**
   * Picture
   */
  img?: string | null;
  /**
   * Length (m)
   */
  carLong?: number | null;
  /**
   * Height (m)
   */
  carHeight?: number | null;
  /**
   * Load weight (t)
   */
  carLoadWeight?: number | null;
  /**
   * Load volume (m³)
   */
  carLoadVolume?: number | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlVehicleTypeEdit = Partial<WlVehicleType> & { id: string; version: number };
