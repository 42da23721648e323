// generated from schemas/ - do not edit
export interface WlAccident {
  /**
   * Vehicle
   */
  vehicleId: string;
  /**
   * Driver
   */
  driverName?: string | null;
  /**
   * Accident time
   */
  accidentTime: string;
  /**
   * Place
   */
  place?: string | null;
  /**
   * Accident type
   */
  type: 1 | 2 | 3 | 4;
  /**
   * Description
   */
  description?: string | null;
  /**
   * Images
   */
  images?: string | null;
  /**
   * Loss amount
   */
  lossAmount?: number | null;
  /**
   * Handling state
   */
  state?: 0 | 1 | 2 | null;
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
  /**
   * Accident type label
   */
  type_dictText?: string | null;
  /**
   * Handling state label
   */
  state_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlAccident`'s JSON-Schema
 * via the `definition` "WlAccidentAdd".
 */
export interface WlAccidentAdd {
  /**
   * Vehicle
   */
  vehicleId: string;
  /**
   * Driver
   */
  driverName?: string | null;
  /**
   * Accident time
   */
  accidentTime: string;
  /**
   * Place
   */
  place?: string | null;
  /**
   * Accident type
   */
  type: 1 | 2 | 3 | 4;
  /**
   * Description
   */
  description?: string | null;
  /**
   * Images
   */
  images?: string | null;
  /**
   * Loss amount
   */
  lossAmount?: number | null;
  /**
   * Handling state
   */
  state?: 0 | 1 | 2 | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlAccidentEdit = Partial<WlAccident> & { id: string; version: number };
