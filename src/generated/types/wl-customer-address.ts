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
}
