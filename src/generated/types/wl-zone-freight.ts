// generated from schemas/ - do not edit
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
}
