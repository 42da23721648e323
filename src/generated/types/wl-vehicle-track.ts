// generated from schemas/ - do not edit
export interface WlVehicleTrack {
  /**
   * Vehicle
   */
  vehicleId: string;
  /**
   * Time
   */
  time: string;
  /**
   * Longitude
   */
  lng: number;
  /**
   * Latitude
   */
  lat: number;
  /**
   * Speed (km/h)
   */
  speed?: number | null;
  /**
   * Address
   */
  address?: string | null;
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
