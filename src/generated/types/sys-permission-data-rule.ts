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
  /**
   * Menu label
   */
  permissionId_dictText?: string | null;
  /**
   * Condition label
   */
  ruleConditions_dictText?: string | null;
  /**
   * Status label
   */
  status_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysPermissionDataRule`'s JSON-Schema
 * via the `definition` "SysPermissionDataRuleAdd".
 */
export interface SysPermissionDataRuleAdd {
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
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysPermissionDataRuleEdit = Partial<SysPermissionDataRule> & { id: string; version: number };
