// generated from schemas/ - do not edit
export interface WlVehicleType {
  /**
   * Type name
   */
  name: string;
  /**
   * Picture
   */
  img?: string | null;
  /**
   * Length (m)
   */
  carLong?: number | null;
  /**
   * Height (m)
   */
  carHeight?: number | null;
  /**
   * Load weight (t)
   */
  carLoadWeight?: number | null;
  /**
   * Load volume (m³)
   */
  carLoadVolume?: number | null;
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
