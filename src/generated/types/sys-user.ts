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
  roleType?: 0 | 1 | 2 | 3 | 4 | null;
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
  /**
   * Status label
   */
  status_dictText?: string | null;
  /**
   * Sex label
   */
  sex_dictText?: string | null;
  /**
   * Role type label
   */
  roleType_dictText?: string | null;
  /**
   * Site label
   */
  siteId_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysUser`'s JSON-Schema
 * via the `definition` "SysUserAdd".
 */
export interface SysUserAdd {
  /**
   * Account
   */
  username: string;
  /**
   * Real name
   */
  realname: string;
  /**
   * Password
   */
  password: string;
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
  status?: 0 | 1;
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
   * Role type
   */
  roleType?: 0 | 1 | 2 | 3 | 4 | null;
  /**
   * Site
   */
  siteId?: string | null;
  /**
   * Roles
   */
  selectedroles?: string;
  /**
   * Departments
   */
  selecteddeparts?: string;
  /**
   * Positions
   */
  selectedpositions?: string;
  /**
   * Tenants
   */
  relTenantIds?: string;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysUserEdit = Partial<SysUser> & { id: string; version: number } & {
  /** Roles */
  selectedroles?: string;
  /** Departments */
  selecteddeparts?: string;
  /** Positions */
  selectedpositions?: string;
  /** Tenants */
  relTenantIds?: string;
};
