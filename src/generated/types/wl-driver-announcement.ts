// generated from schemas/ - do not edit
export interface WlDriverAnnouncement {
  /**
   * Title
   */
  title: string;
  /**
   * Content
   */
  content?: string | null;
  /**
   * Send status
   */
  status?: '0' | '1' | '2' | null;
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
   * Send status label
   */
  status_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlDriverAnnouncement`'s JSON-Schema
 * via the `definition` "WlDriverAnnouncementAdd".
 */
export interface WlDriverAnnouncementAdd {
  /**
   * Title
   */
  title: string;
  /**
   * Content
   */
  content?: string | null;
  /**
   * Send status
   */
  status?: '0' | '1' | '2' | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlDriverAnnouncementEdit = Partial<WlDriverAnnouncement> & { id: string; version: number };
