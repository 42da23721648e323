// generated from schemas/ - do not edit
export interface SysAnnouncement {
  /**
   * Title
   */
  title: string;
  /**
   * Category
   */
  msgCategory: '1' | '2';
  /**
   * Recipients
   */
  msgType: 'ALL' | 'USER';
  /**
   * Designated users
   */
  userIds?: string | null;
  /**
   * Message type
   */
  sendType: 'system' | 'email';
  /**
   * Priority
   */
  priority?: 'L' | 'M' | 'H' | null;
  /**
   * Abstract
   */
  msgAbstract?: string | null;
  /**
   * Content
   */
  content: string;
  /**
   * Open type
   */
  openType?: 'url' | 'component' | null;
  /**
   * Open page
   */
  openPage?: string | null;
  /**
   * Business id
   */
  busId?: string | null;
  /**
   * Send status
   */
  sendStatus?: '0' | '1' | '2' | null;
  /**
   * Sender
   */
  sender?: string | null;
  /**
   * Send time
   */
  sendTime?: string | null;
  /**
   * Revoke time
   */
  cancelTime?: string | null;
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
   * Tenant
   */
  tenantId?: number;
  /**
   * Version
   */
  version: number;
}
