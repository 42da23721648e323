// generated from schemas/ - do not edit
export interface WlBanner {
  /**
   * Title
   */
  title: string;
  /**
   * Image
   */
  image: string;
  /**
   * Link URL
   */
  linkUrl?: string | null;
  /**
   * Sort
   */
  sort?: number | null;
  /**
   * Status
   */
  status: '1' | '0';
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
   * Status label
   */
  status_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlBanner`'s JSON-Schema
 * via the `definition` "WlBannerAdd".
 */
export interface WlBannerAdd {
  /**
   * Title
   */
  title: string;
  /**
   * Image
   */
  image: string;
  /**
   * Link URL
   */
  linkUrl?: string | null;
  /**
   * Sort
   */
  sort?: number | null;
  /**
   * Status
   */
  status?: '1' | '0';
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlBannerEdit = Partial<WlBanner> & { id: string; version: number };
