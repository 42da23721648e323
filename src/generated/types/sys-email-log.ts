// generated from schemas/ - do not edit
export interface SysEmailLog {
  /**
   * Account id
   */
  accountId?: string | null;
  /**
   * From
   */
  fromAddress?: string | null;
  /**
   * To
   */
  toAddress: string;
  /**
   * Subject
   */
  subject: string;
  /**
   * Body
   */
  content?: string | null;
  /**
   * HTML body
   */
  isHtml?: boolean | null;
  /**
   * Status
   */
  status: 0 | 1 | 2;
  /**
   * Error
   */
  errorMsg?: string | null;
  /**
   * Attempts
   */
  retryCount?: number | null;
  /**
   * Next attempt
   */
  nextRetryTime?: string | null;
  /**
   * Sent at
   */
  sentTime?: string | null;
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
   * Status label
   */
  status_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysEmailLog`'s JSON-Schema
 * via the `definition` "SysEmailLogAdd".
 */
export interface SysEmailLogAdd {
  /**
   * Account id
   */
  accountId?: string | null;
  /**
   * From
   */
  fromAddress?: string | null;
  /**
   * To
   */
  toAddress: string;
  /**
   * Subject
   */
  subject: string;
  /**
   * Body
   */
  content?: string | null;
  /**
   * HTML body
   */
  isHtml?: boolean | null;
  /**
   * Status
   */
  status?: 0 | 1 | 2;
  /**
   * Error
   */
  errorMsg?: string | null;
  /**
   * Attempts
   */
  retryCount?: number | null;
  /**
   * Next attempt
   */
  nextRetryTime?: string | null;
  /**
   * Sent at
   */
  sentTime?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysEmailLogEdit = Partial<SysEmailLog> & { id: string; version: number };
