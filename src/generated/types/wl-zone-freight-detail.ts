// generated from schemas/ - do not edit
export interface WlZoneFreightDetail {
  /**
   * Zone freight
   */
  zoneFreightId: string;
  /**
   * Start comparison
   */
  startOperator: 'gt' | 'ge' | 'lt' | 'le';
  /**
   * Interval start (kg)
   */
  intervalStart: number;
  /**
   * End comparison
   */
  endOperator: 'gt' | 'ge' | 'lt' | 'le';
  /**
   * Interval end (kg)
   */
  intervalEnd?: number | null;
  /**
   * Price per kg
   */
  pricePerKg: number;
  /**
   * Order
   */
  orderNum?: number | null;
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
