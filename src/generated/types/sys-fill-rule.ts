// generated from schemas/ - do not edit
export interface SysFillRule {
  /**
   * Rule name
   */
  ruleName: string;
  /**
   * Rule code
   */
  ruleCode: string;
  /**
   * Prefix
   */
  prefix?: string | null;
  /**
   * Date format
   */
  dateFormat?: 'NONE' | 'YYYYMMDD' | 'YYYYMM' | 'YYYY' | null;
  /**
   * Sequence digits
   */
  seqLength: number;
  /**
   * Current sequence
   */
  currentSeq?: number | null;
  /**
   * Sequence date
   */
  seqDate?: string | null;
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
