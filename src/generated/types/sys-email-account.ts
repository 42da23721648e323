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
