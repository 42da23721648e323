// generated from schemas/ - do not edit
export interface WlSite {
  /**
   * Site name
   */
  siteName: string;
  /**
   * Parent site
   */
  parentId?: string | null;
  /**
   * Site type
   */
  type: 0 | 1 | 2 | 3;
  /**
   * Site mode
   */
  siteMode: 0 | 1;
  /**
   * Area
   */
  area?: string | null;
  /**
   * Address
   */
  address?: string | null;
  /**
   * Person in charge
   */
  person?: string | null;
  /**
   * Contact phone
   */
  personPhone?: string | null;
  /**
   * Opening time
   */
  startTime?: string | null;
  /**
   * Closing time
   */
  endTime?: string | null;
  /**
   * Coordinates
   */
  position?: string | null;
  /**
   * Located address
   */
  locate?: string | null;
  /**
   * Site pickup fee type
   */
  siteReceiveFeeType?: 0 | 1 | null;
  /**
   * Site pickup fee
   */
  siteReceiveFee?: number | null;
  /**
   * Site storage fee type
   */
  siteStockFeeType?: 0 | 1 | null;
  /**
   * Site storage fee
   */
  siteStockFee?: number | null;
  /**
   * Site dispatch fee type
   */
  siteDispatchFeeType?: 0 | 1 | null;
  /**
   * Site dispatch fee
   */
  siteDispatchFee?: number | null;
  /**
   * Courier pickup fee type
   */
  expressReceiveFeeType?: 0 | 1 | null;
  /**
   * Courier pickup fee
   */
  expressReceiveFee?: number | null;
  /**
   * Courier dispatch fee type
   */
  expressDispatchFeeType?: 0 | 1 | null;
  /**
   * Courier dispatch fee
   */
  expressDispatchFee?: number | null;
  /**
   * Stock-in fee type
   */
  stockInFeeType?: 0 | 1 | null;
  /**
   * Stock-in fee
   */
  stockInFee?: number | null;
  /**
   * Stock-out fee type
   */
  stockOutFeeType?: 0 | 1 | null;
  /**
   * Stock-out fee
   */
  stockOutFee?: number | null;
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
   * Parent site label
   */
  parentId_dictText?: string | null;
  /**
   * Site type label
   */
  type_dictText?: string | null;
  /**
   * Site mode label
   */
  siteMode_dictText?: string | null;
  /**
   * Area label
   */
  area_dictText?: string | null;
  /**
   * Site pickup fee type label
   */
  siteReceiveFeeType_dictText?: string | null;
  /**
   * Site storage fee type label
   */
  siteStockFeeType_dictText?: string | null;
  /**
   * Site dispatch fee type label
   */
  siteDispatchFeeType_dictText?: string | null;
  /**
   * Courier pickup fee type label
   */
  expressReceiveFeeType_dictText?: string | null;
  /**
   * Courier dispatch fee type label
   */
  expressDispatchFeeType_dictText?: string | null;
  /**
   * Stock-in fee type label
   */
  stockInFeeType_dictText?: string | null;
  /**
   * Stock-out fee type label
   */
  stockOutFeeType_dictText?: string | null;
  /**
   * Has children
   */
  hasChild?: boolean;
  /**
   * Child rows (a nested list)
   */
  children?: {}[];
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlSite`'s JSON-Schema
 * via the `definition` "WlSiteAdd".
 */
export interface WlSiteAdd {
  /**
   * Site name
   */
  siteName: string;
  /**
   * Parent site
   */
  parentId?: string | null;
  /**
   * Site type
   */
  type: 0 | 1 | 2 | 3;
  /**
   * Site mode
   */
  siteMode: 0 | 1;
  /**
   * Area
   */
  area?: string | null;
  /**
   * Address
   */
  address?: string | null;
  /**
   * Person in charge
   */
  person?: string | null;
  /**
   * Contact phone
   */
  personPhone?: string | null;
  /**
   * Opening time
   */
  startTime?: string | null;
  /**
   * Closing time
   */
  endTime?: string | null;
  /**
   * Coordinates
   */
  position?: string | null;
  /**
   * Located address
   */
  locate?: string | null;
  /**
   * Site pickup fee type
   */
  siteReceiveFeeType?: 0 | 1 | null;
  /**
   * Site pickup fee
   */
  siteReceiveFee?: number | null;
  /**
   * Site storage fee type
   */
  siteStockFeeType?: 0 | 1 | null;
  /**
   * Site storage fee
   */
  siteStockFee?: number | null;
  /**
   * Site dispatch fee type
   */
  siteDispatchFeeType?: 0 | 1 | null;
  /**
   * Site dispatch fee
   */
  siteDispatchFee?: number | null;
  /**
   * Courier pickup fee type
   */
  expressReceiveFeeType?: 0 | 1 | null;
  /**
   * Courier pickup fee
   */
  expressReceiveFee?: number | null;
  /**
   * Courier dispatch fee type
   */
  expressDispatchFeeType?: 0 | 1 | null;
  /**
   * Courier dispatch fee
   */
  expressDispatchFee?: number | null;
  /**
   * Stock-in fee type
   */
  stockInFeeType?: 0 | 1 | null;
  /**
   * Stock-in fee
   */
  stockInFee?: number | null;
  /**
   * Stock-out fee type
   */
  stockOutFeeType?: 0 | 1 | null;
  /**
   * Stock-out fee
   */
  stockOutFee?: number | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlSiteEdit = Partial<WlSite> & { id: string; version: number };
