// generated from schemas/ - do not edit
import type { WlCustomerAddress, WlCustomerAddressAdd } from './wl-customer-address.ts';

export interface WlCustomer {
  /**
   * Customer name
   */
  name: string;
  /**
   * Phone
   */
  phone: string;
  /**
   * Company
   */
  company?: string | null;
  /**
   * Email
   */
  email?: string | null;
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
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlCustomer`'s JSON-Schema
 * via the `definition` "WlCustomerAdd".
 */
export interface WlCustomerAdd {
  /**
   * Customer name
   */
  name: string;
  /**
   * Phone
   */
  phone: string;
  /**
   * Company
   */
  company?: string | null;
  /**
   * Email
   */
  email?: string | null;
  /**
   * Remark
   */
  remark?: string | null;
  /**
   * Addresses
   */
  customerAddressList?: (Omit<WlCustomerAddressAdd, 'customerId'> & Partial<WlCustomerAddress>)[];
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlCustomerEdit = Partial<WlCustomer> & { id: string; version: number } & {
  customerAddressList?: (Omit<WlCustomerAddressAdd, 'customerId'> & Partial<WlCustomerAddress>)[];
};
