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
}
