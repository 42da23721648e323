// generated from schemas/ - do not edit
export interface SysQuartzJobLog {
  /**
   * Job id
   */
  jobId: string;
  /**
   * Job type
   */
  jobKey: 'sendQueuedMail' | 'expireSessions' | 'reportSnapshot';
  /**
   * Parameter
   */
  parameter?: string | null;
  /**
   * Trigger
   */
  fireType?: 0 | 1 | 2 | null;
  /**
   * Scheduled time
   */
  fireTime?: string | null;
  /**
   * Start time
   */
  startTime: string;
  /**
   * Duration (ms)
   */
  costTime: number;
  /**
   * Result
   */
  status: 1 | 0;
  /**
   * Outcome
   */
  resultMsg?: string | null;
  /**
   * Error
   */
  errorMsg?: string | null;
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
   * Trigger label
   */
  fireType_dictText?: string | null;
  /**
   * Result label
   */
  status_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysQuartzJobLog`'s JSON-Schema
 * via the `definition` "SysQuartzJobLogAdd".
 */
export interface SysQuartzJobLogAdd {
  /**
   * Job id
   */
  jobId: string;
  /**
   * Job type
   */
  jobKey: 'sendQueuedMail' | 'expireSessions' | 'reportSnapshot';
  /**
   * Parameter
   */
  parameter?: string | null;
  /**
   * Trigger
   */
  fireType?: 0 | 1 | 2 | null;
  /**
   * Scheduled time
   */
  fireTime?: string | null;
  /**
   * Start time
   */
  startTime: string;
  /**
   * Duration (ms)
   */
  costTime: number;
  /**
   * Result
   */
  status: 1 | 0;
  /**
   * Outcome
   */
  resultMsg?: string | null;
  /**
   * Error
   */
  errorMsg?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysQuartzJobLogEdit = Partial<SysQuartzJobLog> & { id: string; version: number };
