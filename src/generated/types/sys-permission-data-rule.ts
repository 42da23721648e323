// generated from schemas/ - do not edit
export interface SysPermissionDataRule {
  /**
   * Menu
   */
  permissionId: string;
  /**
   * Rule name
   */
  ruleName: string;
  /**
   * Field
   */
  ruleColumn: string;
  /**
   * Condition
   */
  ruleConditions: 'EQ' | 'NE' | 'GT' | 'GE' | 'LT' | 'LE' | 'IN' | 'LIKE' | 'LEFT_LIKE' | 'RIGHT_LIKE';
  /**
   * Value
   */
  ruleValue: string;
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
