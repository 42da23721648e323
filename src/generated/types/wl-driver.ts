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
  /**
   * Fleet label
   */
  fleetId_dictText?: string | null;
  /**
   * Sex label
   */
  sex_dictText?: string | null;
  /**
   * Source label
   */
  fromType_dictText?: string | null;
  /**
   * State label
   */
  state_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlDriver`'s JSON-Schema
 * via the `definition` "WlDriverAdd".
 */
export interface WlDriverAdd {
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
   * Password
   */
  password: string;
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
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlDriverEdit = Partial<WlDriver> & { id: string; version: number };
