// generated from schemas/ - do not edit
export interface SysDictItem {
  /**
   * Dictionary
   */
  dictId: string;
  /**
   * Text
   */
  itemText: string;
  /**
   * English text
   */
  itemTextEn?: string | null;
  /**
   * Value
   */
  itemValue: string;
  /**
   * Colour
   */
  color?: string | null;
  /**
   * Description
   */
  description?: string | null;
  /**
   * Order
   */
  sortOrder?: number | null;
  /**
   * Status
   */
  status?: '1' | '0' | null;
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
  /**
   * Dictionary label
   */
  dictId_dictText?: string | null;
  /**
   * Status label
   */
  status_dictText?: string | null;
}
/**
 * The body of add: the required fields; a field with a default (or filled by the server) may be left out.
 *
 * This interface was referenced by `SysDictItem`'s JSON-Schema
 * via the `definition` "SysDictItemAdd".
 */
export interface SysDictItemAdd {
  /**
   * Dictionary
   */
  dictId: string;
  /**
   * Text
   */
  itemText: string;
  /**
   * English text
   */
  itemTextEn?: string | null;
  /**
   * Value
   */
  itemValue: string;
  /**
   * Colour
   */
  color?: string | null;
  /**
   * Description
   */
  description?: string | null;
  /**
   * Order
   */
  sortOrder?: number | null;
  /**
   * Status
   */
  status?: '1' | '0' | null;
}

/**
 * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are
 * accepted and ignored), or its id and version with the fields to change.
 */
export type SysDictItemEdit = Partial<SysDictItem> & { id: string; version: number };
