// generated from schemas/ - do not edit
import type { WlZoneFreightDetail, WlZoneFreightDetailAdd } from './wl-zone-freight-detail.ts';

export interface WlZoneFreight {
  /**
   * Freight name
   */
  name: string;
  /**
   * From zone
   */
  fromZoneId: string;
  /**
   * To zone
   */
  toZoneId: string;
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
   * From zone label
   */
  fromZoneId_dictText?: string | null;
  /**
   * To zone label
   */
  toZoneId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlZoneFreight`'s JSON-Schema
 * via the `definition` "WlZoneFreightAdd".
 */
export interface WlZoneFreightAdd {
  /**
   * Freight name
   */
  name: string;
  /**
   * From zone
   */
  fromZoneId: string;
  /**
   * To zone
   */
  toZoneId: string;
  /**
   * Remark
   */
  remark?: string | null;
  /**
   * Freight details
   */
  zoneFreightDetailList?: (Omit<WlZoneFreightDetailAdd, 'zoneFreightId'> & Partial<WlZoneFreightDetail>)[];
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlZoneFreightEdit = Partial<WlZoneFreight> & { id: string; version: number } & {
  zoneFreightDetailList?: (Omit<WlZoneFreightDetailAdd, 'zoneFreightId'> & Partial<WlZoneFreightDetail>)[];
};
