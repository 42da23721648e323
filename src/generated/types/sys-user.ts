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
   * Sex
   */
  sex?: 1 | 2 | null;
  /**
   * Birthday
   */
  birthday?: string | null;
  /**
   * Avatar
   */
  avatar?: string | null;
  /**
   * Work no.
   */
  workNo?: string | null;
  /**
   * Current department
   */
  orgCode?: string | null;
  /**
   * Role type
   */
  roleType?: 0 | 1 | 2 | 3 | null;
  /**
   * Site
   */
  siteId?: string | null;
  /**
   * Must change password
   */
  mustChangePassword?: boolean | null;
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
