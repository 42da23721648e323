// generated from schemas/ - do not edit
export interface SysAnnouncementSend {
  /**
   * Announcement
   */
  anntId: string;
  /**
   * User
   */
  userId: string;
  /**
   * Read flag
   */
  readFlag: '0' | '1';
  /**
   * Read time
   */
  readTime?: string | null;
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
   * Announcement label
   */
  anntId_dictText?: string | null;
  /**
   * User label
   */
  userId_dictText?: string | null;
  /**
   * Read flag label
   */
  readFlag_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysAnnouncementSend`'s JSON-Schema
 * via the `definition` "SysAnnouncementSendAdd".
 */
export interface SysAnnouncementSendAdd {
  /**
   * Announcement
   */
  anntId: string;
  /**
   * User
   */
  userId: string;
  /**
   * Read flag
   */
  readFlag?: '0' | '1';
  /**
   * Read time
   */
  readTime?: string | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysAnnouncementSendEdit = Partial<SysAnnouncementSend> & { id: string; version: number };
