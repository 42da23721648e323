// generated from schemas/ - do not edit
export interface WlFreight {
  /**
   * Freight template
   */
  templateId: string;
  /**
   * Start weight (kg)
   */
  startWeight: number;
  /**
   * End weight (kg)
   */
  endWeight?: number | null;
  /**
   * Price
   */
  price: number;
  /**
   * Pricing type
   */
  pricingType: 0 | 1;
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
}
