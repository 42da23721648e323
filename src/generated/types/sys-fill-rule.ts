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
  /**
   * Date format label
   */
  dateFormat_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysFillRule`'s JSON-Schema
 * via the `definition` "SysFillRuleAdd".
 */
export interface SysFillRuleAdd {
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
  seqLength?: number;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysFillRuleEdit = Partial<SysFillRule> & { id: string; version: number };
