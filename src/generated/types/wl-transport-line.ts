// generated from schemas/ - do not edit
export interface WlTransportLine {
  /**
   * Line code
   */
  code: string;
  /**
   * Line name
   */
  name: string;
  /**
   * Line type
   */
  type?: 0 | 1 | 2 | null;
  /**
   * From site
   */
  fromSiteId: string;
  /**
   * To site
   */
  toSiteId: string;
  /**
   * Distance (km)
   */
  distance?: number | null;
  /**
   * Average price (CNY)
   */
  avgPrice?: number | null;
  /**
   * Duration (minutes)
   */
  duration?: number | null;
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
   * Line type label
   */
  type_dictText?: string | null;
  /**
   * From site label
   */
  fromSiteId_dictText?: string | null;
  /**
   * To site label
   */
  toSiteId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlTransportLine`'s JSON-Schema
 * via the `definition` "WlTransportLineAdd".
 */
export interface WlTransportLineAdd {
  /**
   * Line code
   */
  code: string;
  /**
   * Line name
   */
  name: string;
  /**
   * Line type
   */
  type?: 0 | 1 | 2 | null;
  /**
   * From site
   */
  fromSiteId: string;
  /**
   * To site
   */
  toSiteId: string;
  /**
   * Distance (km)
   */
  distance?: number | null;
  /**
   * Average price (CNY)
   */
  avgPrice?: number | null;
  /**
   * Duration (minutes)
   */
  duration?: number | null;
  /**
   * Remark
   */
  remark?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlTransportLineEdit = Partial<WlTransportLine> & { id: string; version: number };
