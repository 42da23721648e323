// generated from schemas/ - do not edit
import type { WlFreight, WlFreightAdd } from './wl-freight.ts';

export interface WlFreightTemplate {
  /**
   * Template name
   */
  name: string;
  /**
   * Template type
   */
  type: 0 | 1;
  /**
   * Common template
   */
  isCommon?: boolean | null;
  /**
   * Ratio
   */
  ratio?: number | null;
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
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `WlFreightTemplate`'s JSON-Schema
 * via the `definition` "WlFreightTemplateAdd".
 */
export interface WlFreightTemplateAdd {
  /**
   * Template name
   */
  name: string;
  /**
   * Template type
   */
  type?: 0 | 1;
  /**
   * Common template
   */
  isCommon?: boolean | null;
  /**
   * Ratio
   */
  ratio?: number | null;
  /**
   * Freight tiers
   */
  freightList?: (Omit<WlFreightAdd, 'templateId'> & Partial<WlFreight>)[];
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type WlFreightTemplateEdit = Partial<WlFreightTemplate> & { id: string; version: number } & {
  freightList?: (Omit<WlFreightAdd, 'templateId'> & Partial<WlFreight>)[];
};
