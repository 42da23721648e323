// generated from schemas/ - do not edit
export interface SysEmailAccount {
  /**
   * From address
   */
  fromAddress: string;
  /**
   * SMTP host
   */
  host: string;
  /**
   * Port
   */
  port: number;
  /**
   * Use SSL
   */
  useSsl: boolean;
  /**
   * User name
   */
  username?: string | null;
  /**
   * Default account
   */
  isDefault?: boolean | null;
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
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysEmailAccount`'s JSON-Schema
 * via the `definition` "SysEmailAccountAdd".
 */
export interface SysEmailAccountAdd {
  /**
   * From address
   */
  fromAddress: string;
  /**
   * SMTP host
   */
  host: string;
  /**
   * Port
   */
  port?: number;
  /**
   * Use SSL
   */
  useSsl?: boolean;
  /**
   * User name
   */
  username?: string | null;
  /**
   * Password
   */
  password?: string | null;
  /**
   * Default account
   */
  isDefault?: boolean | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysEmailAccountEdit = Partial<SysEmailAccount> & { id: string; version: number };
