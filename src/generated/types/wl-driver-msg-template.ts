// generated from schemas/ - do not edit
export interface WlDriverMsgTemplate {
  /**
   * Template name
   */
  name: string;
  /**
   * Template code
   */
  code: string;
  /**
   * Template type
   */
  type: 1 | 2 | 3;
  /**
   * Content
   */
  content: string;
  /**
   * Use status
   */
  useStatus?: 0 | 1 | null;
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
   * Template type label
   */
  type_dictText?: string | null;
  /**
   * Use status label
   */
  useStatus_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlDriverMsgTemplate`'s JSON-Schema
 * via the `definition` "WlDriverMsgTemplateAdd".
 */
export interface WlDriverMsgTemplateAdd {
  /**
   * Template name
   */
  name: string;
  /**
   * Template code
   */
  code: string;
  /**
   * Template type
   */
  type: 1 | 2 | 3;
  /**
   * Content
   */
  content: string;
  /**
   * Use status
   */
  useStatus?: 0 | 1 | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlDriverMsgTemplateEdit = Partial<WlDriverMsgTemplate> & { id: string; version: number };
