// generated from schemas/ - do not edit
export interface SysDepartRole {
  /**
   * Department
   */
  departId: string;
  /**
   * Role name
   */
  roleName: string;
  /**
   * Role code
   */
  roleCode: string;
  /**
   * Description
   */
  description?: string | null;
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
