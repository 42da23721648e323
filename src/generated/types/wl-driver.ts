// generated from schemas/ - do not edit
export interface WlDriver {
  /**
   * Fleet
   */
  fleetId: string;
  /**
   * Name
   */
  name: string;
  /**
   * Username
   */
  username: string;
  /**
   * First name
   */
  firstName?: string | null;
  /**
   * Last name
   */
  lastName?: string | null;
  /**
   * Phone
   */
  phone: string;
  /**
   * Email
   */
  email?: string | null;
  /**
   * Sex
   */
  sex?: 1 | 2 | null;
  /**
   * Family member
   */
  familyMembers?: string | null;
  /**
   * Family member phone
   */
  memberPhone?: string | null;
  /**
   * Plate number
   */
  licensePlateNumber?: string | null;
  /**
   * Home address
   */
  homeAddress?: string | null;
  /**
   * Guarantor
   */
  guarantor?: string | null;
  /**
   * Guarantor phone
   */
  guarantorPhone?: string | null;
  /**
   * Driver photo
   */
  driverPhoto?: string | null;
  /**
   * Vehicle photos
   */
  vehiclePhotos?: string | null;
  /**
   * Source
   */
  fromType?: 0 | 1 | null;
  /**
   * State
   */
  state?: 0 | 1 | null;
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
