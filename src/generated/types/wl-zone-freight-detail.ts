// generated from schemas/ - do not edit
export interface WlZoneFreightDetail {
  /**
   * Zone freight
   */
  zoneFreightId: string;
  /**
   * Start comparison
   */
  startOperator: 'gt' | 'ge' | 'lt' | 'le';
  /**
   * Interval start (kg)
   */
  intervalStart: number;
  /**
   * End comparison
   */
  endOperator: 'gt' | 'ge' | 'lt' | 'le';
  /**
   * Interval end (kg)
   */
  intervalEnd?: number | null;
  /**
   * Price per kg
   */
  pricePerKg: number;
  /**
   * Order
   */
  orderNum?: number | null;
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
   * Zone freight label
   */
  zoneFreightId_dictText?: string | null;
  /**
   * Start comparison label
   */
  startOperator_dictText?: string | null;
  /**
   * End comparison label
   */
  endOperator_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlZoneFreightDetail`'s JSON-Schema
 * via the `definition` "WlZoneFreightDetailAdd".
 */
export interface WlZoneFreightDetailAdd {
  /**
   * Zone freight
   */
  zoneFreightId: string;
  /**
   * Start comparison
   */
  startOperator?: 'gt' | 'ge' | 'lt' | 'le';
  /**
   * Interval start (kg)
   */
  intervalStart: number;
  /**
   * End comparison
   */
  endOperator?: 'gt' | 'ge' | 'lt' | 'le';
  /**
   * Interval end (kg)
   */
  intervalEnd?: number | null;
  /**
   * Price per kg
   */
  pricePerKg: number;
  /**
   * Order
   */
  orderNum?: number | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlZoneFreightDetailEdit = Partial<WlZoneFreightDetail> & { id: string; version: number };
