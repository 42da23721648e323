import { describe, expect, it } from 'vitest';
import type { EditableColumn } from '../../../core/editable/types.ts';
import {
  departSettings,
  emitted,
  fieldExtend,
  isTableDict,
  multiSelectOf,
  uploadBizOf,
  uploadLimitOf,
  userSettings,
} from './column-settings.ts';

const col = (extra: Partial<EditableColumn> = {}): EditableColumn => ({
  key: 'f',
  title: 'F',
  type: 'input',
  ...extra,
});

describe('column settings of the rich cells', () => {
  it('reads fieldExtendJson from a JSON string or an object; anything else is none', () => {
    expect(fieldExtend(col({ fieldExtendJson: '{"store":"orgCode","uploadnum":3}' }))).toEqual({
      store: 'orgCode',
      uploadnum: 3,
    });
    expect(fieldExtend(col({ fieldExtendJson: { multiSelect: true } }))).toEqual({ multiSelect: true });
    expect(fieldExtend(col({ fieldExtendJson: 'not json' }))).toEqual({});
    expect(fieldExtend(col({ fieldExtendJson: '[1]' }))).toEqual({});
    expect(fieldExtend(col())).toEqual({});
  });

  it('departments: store id, text departName by default (spec 001 §3)', () => {
    expect(departSettings(col({ type: 'sel_depart' }))).toEqual({ store: 'id', text: 'departName', multi: false });
    expect(
      departSettings(
        col({ type: 'sel_depart', fieldExtendJson: { store: 'orgCode', text: 'orgCode', multiSelect: true } }),
      ),
    ).toEqual({ store: 'orgCode', text: 'orgCode', multi: true });
  });

  it('users: store username, text realname by default; an unknown text field falls back', () => {
    expect(userSettings(col({ type: 'sel_user' }))).toEqual({ store: 'username', text: 'realname', multi: false });
    expect(userSettings(col({ fieldExtendJson: { store: 'id', text: 'username' }, multiple: true }))).toEqual({
      store: 'id',
      text: 'username',
      multi: true,
    });
    expect(userSettings(col({ fieldExtendJson: { text: 'password' } })).text).toBe('realname');
  });

  it('multiSelect wins over multiple', () => {
    expect(multiSelectOf(col({ multiple: true, fieldExtendJson: { multiSelect: false } }))).toBe(false);
    expect(multiSelectOf(col({ multiple: true }))).toBe(true);
  });

  it('upload limit: one file by default, uploadnum n, 0 = unlimited (spec 001 §9); biz from props', () => {
    expect(uploadLimitOf(col())).toBe(1);
    expect(uploadLimitOf(col({ fieldExtendJson: { uploadnum: 3 } }))).toBe(3);
    expect(uploadLimitOf(col({ fieldExtendJson: { uploadnum: 0 } }))).toBe(0);
    expect(uploadLimitOf(col({ fieldExtendJson: '{"uploadnum":"x"}' }))).toBe(1);
    expect(uploadBizOf(col())).toBe('temp');
    expect(uploadBizOf(col({ props: { biz: 'wl' } }))).toBe('wl');
  });

  it('table dictionaries and emptied values', () => {
    expect(isTableDict('wl_site,siteName,id')).toBe(true);
    expect(isTableDict('site_type')).toBe(false);
    expect(isTableDict(undefined)).toBe(false);
    expect(emitted(undefined)).toBeNull();
    expect(emitted('')).toBeNull();
    expect(emitted(0)).toBe(0);
    expect(emitted('a')).toBe('a');
  });
});
