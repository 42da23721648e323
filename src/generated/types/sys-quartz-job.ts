// generated from schemas/ - do not edit
export interface SysQuartzJob {
  /**
   * Job type
   */
  jobKey: 'sendQueuedMail' | 'expireSessions' | 'reportSnapshot';
  /**
   * Cron expression
   */
  cronExpression: string;
  /**
   * Parameter
   */
  parameter?: string | null;
  /**
   * Description
   */
  description?: string | null;
  /**
   * Status
   */
  status: 0 | -1;
  /**
   * Next fire time
   */
  nextFireTime?: string | null;
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
   * Job type label
   */
  jobKey_dictText?: string | null;
  /**
   * Status label
   */
  status_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysQuartzJob`'s JSON-Schema
 * via the `definition` "SysQuartzJobAdd".
 */
export interface SysQuartzJobAdd {
  /**
   * Job type
   */
  jobKey: 'sendQueuedMail' | 'expireSessions' | 'reportSnapshot';
  /**
   * Cron expression
   */
  cronExpression: string;
  /**
   * Parameter
   */
  parameter?: string | null;
  /**
   * Description
   */
  description?: string | null;
  /**
   * Status
   */
  status?: 0 | -1;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysQuartzJobEdit = Partial<SysQuartzJob> & { id: string; version: number };
