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
}
