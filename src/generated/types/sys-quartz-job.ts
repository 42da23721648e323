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
}
