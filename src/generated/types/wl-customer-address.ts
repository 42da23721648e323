// generated from schemas/ - do not edit
export interface WlCustomerAddress {
  /**
   * Customer
   */
  customerId: string;
  /**
   * Contact
   */
  contact: string;
  /**
   * Contact phone
   */
  phone: string;
  /**
   * Area
   */
  area?: string | null;
  /**
   * Address
   */
  address: string;
  /**
   * Default
   */
  isDefault?: boolean | null;
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
   * Customer label
   */
  customerId_dictText?: string | null;
  /**
   * Area label
   */
  area_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlCustomerAddress`'s JSON-Schema
 * via the `definition` "WlCustomerAddressAdd".
 */
export interface WlCustomerAddressAdd {
  /**
   * Customer
   */
  customerId: string;
  /**
   * Contact
   */
  contact: string;
  /**
   * Contact phone
   */
  phone: string;
  /**
   * Area
   */
  area?: string | null;
  /**
   * Address
   */
  address: string;
  /**
   * Default
   */
  isDefault?: boolean | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlCustomerAddressEdit = Partial<WlCustomerAddress> & { id: string; version: number };
