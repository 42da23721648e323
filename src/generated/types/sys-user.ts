// generated from schemas/ - do not edit
export interface SysUser {
  /**
   * Account
   */
  username: string;
  /**
   * Real name
   */
  realname: string;
  /**
   * Mobile
   */
  phone?: string | null;
  /**
   * Email
   */
  email?: string | null;
  /**
   * Status
   */
  status: 0 | 1;
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
   * Version
   */
  version: number;
}
