// generated from schemas/ - do not edit
export interface WlVehicle {
  /**
   * Vehicle no.
   */
  serial: string;
  /**
   * Site
   */
  siteId: string;
  /**
   * Vehicle type
   */
  typeId: string;
  /**
   * Licence plate
   */
  licenceNumber: string;
  /**
   * Driver name
   */
  driverName?: string | null;
  /**
   * Allowed weight (t)
   */
  allowWeight: number;
  /**
   * Allowed volume (m³)
   */
  allowVolume?: number | null;
  /**
   * State
   */
  state: 0 | 1 | 2 | 3;
  /**
   * Colour
   */
  colour?: string | null;
  /**
   * Region
   */
  area?: string | null;
  /**
   * Current address
   */
  currentAddress?: string | null;
  /**
   * Driving licence
   */
  drivingLicenseUrl?: string | null;
  /**
   * Vehicle photos
   */
  vehicleUrl?: string | null;
  /**
   * Whole-vehicle order fee type
   */
  wholeOrderFeeType?: 0 | 1 | null;
  /**
   * Whole-vehicle order fee
   */
  wholeOrderFee?: number | null;
  /**
   * Part-load order fee type
   */
  partOrderFeeType?: 0 | 1 | null;
  /**
   * Part-load order fee
   */
  partOrderFee?: number | null;
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
