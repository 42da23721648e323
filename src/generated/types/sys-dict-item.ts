// generated from schemas/ - do not edit
export interface SysDictItem {
  /**
   * Dictionary
   */
  dictId: string;
  /**
   * Text
   */
  itemText: string;
  /**
   * English text
   */
  itemTextEn?: string | null;
  /**
   * Value
   */
  itemValue: string;
  /**
   * Colour
   */
  color?: string | null;
  /**
   * Description
   */
  description?: string | null;
  /**
   * Order
   */
  sortOrder?: number | null;
  /**
   * Status
   */
  status?: '1' | '0' | null;
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
