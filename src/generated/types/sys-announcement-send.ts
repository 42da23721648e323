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
}
