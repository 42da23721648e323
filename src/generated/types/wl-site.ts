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
}
