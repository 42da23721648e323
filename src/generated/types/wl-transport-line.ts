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
   * Average price (₦)
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
}
