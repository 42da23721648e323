// generated from schemas/ - do not edit
export interface SysPermission {
  /**
   * Parent
   */
  parentId?: string | null;
  /**
   * Name
   */
  name: string;
  /**
   * English name
   */
  nameEn?: string | null;
  /**
   * Type
   */
  menuType: 0 | 1 | 2;
  /**
   * Path
   */
  url?: string | null;
  /**
   * Component
   */
  component?: string | null;
  /**
   * Icon
   */
  icon?: string | null;
  /**
   * Order
   */
  sortNo?: number | null;
  /**
   * Hidden
   */
  hidden?: boolean | null;
  /**
   * Permission code
   */
  perms?: string | null;
  /**
   * Strategy
   */
  permsType?: 1 | 2 | null;
  /**
   * Status
   */
  status?: '1' | '0' | null;
  /**
   * Has data rules
   */
  ruleFlag?: boolean | null;
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
