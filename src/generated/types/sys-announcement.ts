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
  /**
   * Category label
   */
  msgCategory_dictText?: string | null;
  /**
   * Recipients label
   */
  msgType_dictText?: string | null;
  /**
   * Message type label
   */
  sendType_dictText?: string | null;
  /**
   * Priority label
   */
  priority_dictText?: string | null;
  /**
   * Open type label
   */
  openType_dictText?: string | null;
  /**
   * Send status label
   */
  sendStatus_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysAnnouncement`'s JSON-Schema
 * via the `definition` "SysAnnouncementAdd".
 */
export interface SysAnnouncementAdd {
  /**
   * Title
   */
  title: string;
  /**
   * Category
   */
  msgCategory?: '1' | '2';
  /**
   * Recipients
   */
  msgType?: 'ALL' | 'USER';
  /**
   * Designated users
   */
  userIds?: string | null;
  /**
   * Message type
   */
  sendType?: 'system' | 'email';
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
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysAnnouncementEdit = Partial<SysAnnouncement> & { id: string; version: number };
