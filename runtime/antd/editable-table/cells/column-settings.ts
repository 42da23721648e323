// What the rich cells read from a column definition (spec 001 §3, §9): fieldExtendJson (a JSON
// string or an object) with store / text / multiSelect / uploadnum, the department and user picker
// settings with their defaults (store id, text departName; store username, text realname), the
// upload limit, table dictionaries ("table,text,code") and the text of a cell value.
import type { CellValue, EditableColumn, FieldExtend } from '../../../core/editable/types.ts';
import type { PickerUser, UserStore } from '../../../react/use-user-labels.ts';
import type { DepartStore } from '../../widgets/pickers/picker-options.ts';

/** fieldExtendJson as an object; a string that is not a JSON object counts as none. */
export function fieldExtend(column: EditableColumn): FieldExtend {
  const raw = column.fieldExtendJson;
  if (!raw) return {};
  if (typeof raw === 'object') return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FieldExtend) : {};
  } catch {
    return {};
  }
}

/** Several values: fieldExtendJson.multiSelect, else the column's `multiple`. */
export function multiSelectOf(column: EditableColumn): boolean {
  const ext = fieldExtend(column);
  return typeof ext.multiSelect === 'boolean' ? ext.multiSelect : column.multiple === true;
}

export interface DepartSettings {
  store: DepartStore;
  /** The department field shown; departName shows in the UI language. */
  text: string;
  multi: boolean;
}

export function departSettings(column: EditableColumn): DepartSettings {
  const ext = fieldExtend(column);
  return {
    store: ext.store === 'orgCode' ? 'orgCode' : 'id',
    text: ext.text || 'departName',
    multi: multiSelectOf(column),
  };
}

export interface UserSettings {
  store: UserStore;
  text: keyof PickerUser;
  multi: boolean;
}

const USER_TEXTS = new Set<keyof PickerUser>(['realname', 'username', 'phone', 'id', 'orgCode']);

export function userSettings(column: EditableColumn): UserSettings {
  const ext = fieldExtend(column);
  const text = ext.text as keyof PickerUser | undefined;
  return {
    store: ext.store === 'id' ? 'id' : 'username',
    text: text && USER_TEXTS.has(text) ? text : 'realname',
    multi: multiSelectOf(column),
  };
}

/**
 * Most files of an upload/file/image cell: fieldExtendJson.uploadnum, 0 = unlimited (spec 001 §9);
 * without one (or with one that is not a number) a cell holds one file.
 */
export function uploadLimitOf(column: EditableColumn): number {
  const n = Number(fieldExtend(column).uploadnum ?? 1);
  if (!Number.isFinite(n)) return 1;
  return n > 0 ? Math.floor(n) : 0;
}

/** Upload folder: the column's props.biz, else 'temp' (spec 001 §7.6). */
export function uploadBizOf(column: EditableColumn): string {
  const biz = column.props?.biz;
  return typeof biz === 'string' && biz ? biz : 'temp';
}

/** A table dictionary code ("table,text,code"), served by the server's dictionary routes. */
export const isTableDict = (code: string | undefined): code is string => !!code && code.includes(',');

export const isBlank = (v: unknown): v is null | undefined | '' => v === undefined || v === null || v === '';

/** A cell value as text ('' when empty). */
export const textOf = (v: CellValue): string => (isBlank(v) ? '' : String(v));

/** What a cell emits for a control's value: an emptied control (undefined) as null, so saving clears it. */
export const emitted = (v: CellValue): CellValue => (v === undefined || v === '' ? null : v);
