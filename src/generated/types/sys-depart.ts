// generated from schemas/ - do not edit
export interface SysDepart {
  /**
   * Parent
   */
  parentId?: string | null;
  /**
   * Department name
   */
  departName: string;
  /**
   * English name
   */
  departNameEn?: string | null;
  /**
   * Org code
   */
  orgCode?: string | null;
  /**
   * Category
   */
  orgCategory: 1 | 2 | 3;
  /**
   * Order
   */
  departOrder?: number | null;
  /**
   * Mobile
   */
  mobile?: string | null;
  /**
   * Address
   */
  address?: string | null;
  /**
   * Remark
   */
  memo?: string | null;
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
