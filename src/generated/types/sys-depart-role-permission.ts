// generated from schemas/ - do not edit
export interface SysDepartRolePermission {
  /**
   * Department role
   */
  roleId: string;
  /**
   * Permission
   */
  permissionId: string;
  /**
   * Department
   */
  departId?: string | null;
  /**
   * Data rules
   */
  dataRuleIds?: string | null;
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
