// generated from schemas/ - do not edit
export interface SysCheckRule {
  /**
   * Rule name
   */
  ruleName: string;
  /**
   * Rule code
   */
  ruleCode: string;
  /**
   * Rule JSON
   */
  ruleJson: string;
  /**
   * Description
   */
  ruleDescription?: string | null;
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
