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
  /**
   * Freight template label
   */
  templateId_dictText?: string | null;
  /**
   * Pricing type label
   */
  pricingType_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlFreight`'s JSON-Schema
 * via the `definition` "WlFreightAdd".
 */
export interface WlFreightAdd {
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
  pricingType?: 0 | 1;
  /**
   * Order
   */
  orderNum?: number | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlFreightEdit = Partial<WlFreight> & { id: string; version: number };
