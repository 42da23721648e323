import { describe, expect, it } from 'vitest';
import { destValues, popupConfig } from './popup-config.ts';
import { popupFilters } from './popup-query-form.tsx';
import { popupField } from './popup-test-fixtures.tsx';

describe('popupConfig', () => {
  it('reads code, trimmed field lists, multi and fixed params', () => {
    const r = popupConfig(
      popupField({
        code: ' site_picker ',
        orgFields: 'id, siteName',
        destFields: 'siteId ,siteName',
        multi: true,
        params: { type: 1, x: '' },
      }),
    );
    expect(r).toEqual({
      ok: true,
      config: {
        code: 'site_picker',
        orgFields: ['id', 'siteName'],
        destFields: ['siteId', 'siteName'],
        multi: true,
        params: { type: '1' },
      },
    });
  });

  it('reports a missing part or unequal counts', () => {
    expect(popupConfig(popupField({ orgFields: 'a', destFields: 'b' }))).toEqual({
      ok: false,
      error: 'popupConfigMissing',
    });
    expect(popupConfig(popupField({ code: 'c', orgFields: ' , ', destFields: 'b' }))).toEqual({
      ok: false,
      error: 'popupConfigMissing',
    });
    expect(popupConfig(popupField({ code: 'c', orgFields: 'a,b', destFields: 'b' }))).toEqual({
      ok: false,
      error: 'popupConfigCountMismatch',
    });
  });

  it('gives a reference field id -> itself by default, and a multi-valued field multi mode', () => {
    const ref = popupField({ code: 'c' }, { name: 'siteId', ref: { entity: 'wl_site', label: 'siteName' } });
    expect(popupConfig(ref)).toMatchObject({
      ok: true,
      config: { orgFields: ['id'], destFields: ['siteId'], multi: false },
    });
    expect(popupConfig({ ...ref, multiple: true })).toMatchObject({ config: { multi: true } });
    expect(popupConfig(popupField({ code: 'c' }))).toEqual({ ok: false, error: 'popupConfigMissing' });
  });
});

describe('destValues', () => {
  const config = {
    code: 'c',
    orgFields: ['id', 'type', 'note'],
    destFields: ['a', 'b', 'c'],
    multi: false,
    params: {},
  };
  it('keeps a single row value as it is and empties blank ones', () => {
    expect(destValues(config, [{ id: 'r1', type: 0, note: '' }])).toEqual({ a: 'r1', b: 0, c: undefined });
  });
  it('joins values of several rows with commas, skipping blanks', () => {
    const rows = [
      { id: 'r1', type: 0, note: null },
      { id: 'r2', type: 1, note: 'x' },
    ];
    expect(destValues({ ...config, multi: true }, rows)).toEqual({ a: 'r1,r2', b: '0,1', c: 'x' });
  });
});

describe('popupFilters', () => {
  it('sends text as like, keeps typed operators, and range items as _begin/_end', () => {
    const items = [
      { field: 'name', title: 'N', mode: 'single' as const, view: 'text' as const },
      { field: 'code', title: 'C', mode: 'single' as const, view: 'text' as const },
      { field: 'weight', title: 'W', mode: 'range' as const, view: 'number' as const },
      { field: 'state', title: 'S', mode: 'single' as const, view: 'list' as const },
    ];
    expect(popupFilters(items, { name: ' ab ', code: '!x', weight_begin: 2, weight_end: null, state: 0 })).toEqual({
      name: '*ab*',
      code: '!x',
      weight_begin: '2',
      state: '0',
    });
  });
});
