// The x-options of the user and department pickers, read from the field (FieldDef.options and
// FieldDef.multiple): {multi?, store?} for users (store 'username' by default, or 'id'), {multi?,
// store?, checkStrictly?} for departments (store 'id' by default, or 'orgCode'), and {byDepart?}
// for a user picker with the department tree on the left (dialog width 1250 instead of 1200).
import type { FieldDef } from '../../../core/registry.ts';
import type { UserStore } from '../../../react/use-user-labels.ts';

export type DepartStore = 'id' | 'orgCode';

export interface UserPickerOptions {
  multi: boolean;
  store: UserStore;
  byDepart: boolean;
}

export interface DepartPickerOptions {
  multi: boolean;
  store: DepartStore;
  checkStrictly: boolean;
}

const multiOf = (field: FieldDef) => field.multiple === true || field.options?.multi === true;

export function userPickerOptions(field: FieldDef): UserPickerOptions {
  return {
    multi: multiOf(field),
    store: field.options?.store === 'id' ? 'id' : 'username',
    byDepart: field.options?.byDepart === true,
  };
}

export function departPickerOptions(field: FieldDef): DepartPickerOptions {
  return {
    multi: multiOf(field),
    store: field.options?.store === 'orgCode' ? 'orgCode' : 'id',
    // Strict (no parent-child linkage) unless the schema asks for linked checking.
    checkStrictly: field.options?.checkStrictly !== false,
  };
}
