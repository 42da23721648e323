// generated from schemas/ - do not edit
export interface WlZone {
  /**
   * Zone name
   */
  name: string;
  /**
   * Zone code
   */
  code: string;
  /**
   * Region
   */
  area?: string | null;
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
   * Region label
   */
  area_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlZone`'s JSON-Schema
 * via the `definition` "WlZoneAdd".
 */
export interface WlZoneAdd {
  /**
   * Zone name
   */
  name: string;
  /**
   * Zone code
   */
  code: string;
  /**
   * Region
   */
  area?: string | null;
  /**
   * Remark
   */
  remark?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlZoneEdit = Partial<WlZone> & { id: string; version: number };
