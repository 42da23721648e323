// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formFields, initialValues, serverFieldErrors, toPayload } from './form-model.ts';
import { memoryProvider, siteEntity, wrapper } from './test-fixtures.tsx';
import { useFormController } from './use-form-controller.ts';

const record = { id: 's1', version: 4, siteName: 'North', type: 1, personPhone: '13800000000', fee: 1.5 };

describe('form model', () => {
  it('shows writable fields, secrets only on create', () => {
    expect(formFields(siteEntity, 'create').map((f) => f.name)).toEqual([
      'siteName',
      'parentId',
      'type',
      'personPhone',
      'fee',
      'password',
    ]);
    expect(formFields(siteEntity, 'edit').map((f) => f.name)).not.toContain('password');
  });

  it("leaves a later workflow step's fields out of a new record's form, unless the schema requires them", () => {
    const entity = {
      ...siteEntity,
      fields: siteEntity.fields.map((f) => (f.name === 'siteName' ? { ...f, required: true } : f)),
      states: {
        field: 'type',
        transitions: [
          { name: 'close', from: [0], to: 1, requires: ['personPhone', 'siteName'] },
          { name: 'charge', from: [1], to: 2, requires: ['fee'] },
        ],
      },
    };
    expect(formFields(entity, 'create').map((f) => f.name)).toEqual(['siteName', 'parentId', 'type', 'password']);
    expect(formFields(entity, 'edit').map((f) => f.name)).toEqual([
      'siteName',
      'parentId',
      'type',
      'personPhone',
      'fee',
    ]);
  });

  it('starts create with defaults and edit with the record', () => {
    expect(initialValues(siteEntity, 'create')).toEqual({ fee: 0 });
    expect(initialValues(siteEntity, 'edit', record)).toEqual({
      siteName: 'North',
      type: 1,
      personPhone: '13800000000',
      fee: 1.5,
    });
  });

  it('sends id, version and nulls for emptied fields on edit', () => {
    expect(toPayload(siteEntity, 'edit', { siteName: ' South ', type: 1, fee: 2 }, record)).toEqual({
      siteName: 'South',
      type: 1,
      fee: 2,
      personPhone: null,
      id: 's1',
      version: 4,
    });
    expect(toPayload(siteEntity, 'create', { siteName: 'A', password: '', createTime: 'x' })).toEqual({
      siteName: 'A',
    });
  });

  it('reads field errors in the shapes a server may send', () => {
    expect(serverFieldErrors(siteEntity, { siteName: 'taken', nope: 'x' })).toEqual({ siteName: 'taken' });
    expect(serverFieldErrors(siteEntity, [{ field: 'type', message: 'bad' }])).toEqual({ type: 'bad' });
    expect(serverFieldErrors(siteEntity, { errors: [{ instancePath: '/personPhone', message: 'm' }] })).toEqual({
      personPhone: 'm',
    });
    expect(serverFieldErrors(siteEntity, null)).toEqual({});
  });
});

describe('useFormController', () => {
  it('creates', async () => {
    const mem = memoryProvider();
    const { result } = renderHook(() => useFormController('wl_site'), { wrapper: wrapper(mem.provider) });
    expect(result.current.mode).toBe('create');
    expect(result.current.initialData).toEqual({ fee: 0 });
    let saved: unknown;
    await act(async () => {
      saved = await result.current.submit({ siteName: 'A', type: 0 });
    });
    expect(saved).toMatchObject({ id: 'new' });
    expect(mem.calls.at(-1)).toMatchObject({ op: 'create', arg: { siteName: 'A', type: 0 } });
  });

  it('loads the record and edits it with its version', async () => {
    const mem = memoryProvider([record]);
    const { result } = renderHook(() => useFormController('wl_site', 's1'), { wrapper: wrapper(mem.provider) });
    expect(result.current.initialData).toBeUndefined();
    await waitFor(() => expect(result.current.initialData).toMatchObject({ siteName: 'North' }));
    await act(async () => {
      await result.current.submit({ ...result.current.initialData, siteName: 'N2' });
    });
    expect(mem.calls.at(-1)).toMatchObject({ op: 'update', arg: { id: 's1', version: 4, siteName: 'N2' } });
  });

  it('surfaces a version conflict and field errors', async () => {
    const mem = memoryProvider([record]);
    const { result } = renderHook(() => useFormController('wl_site', 's1'), { wrapper: wrapper(mem.provider) });
    await waitFor(() => expect(result.current.record).toBeDefined());
    mem.failWith(Object.assign(new Error('changed by someone else'), { status: 409, result: { siteName: 'x' } }));
    let saved: unknown = 'unset';
    await act(async () => {
      saved = await result.current.submit({ siteName: 'N2', type: 1 });
    });
    expect(saved).toBeUndefined();
    expect(result.current).toMatchObject({ error: 'changed by someone else', conflict: true, saving: false });
    expect(result.current.fieldErrors).toEqual({ siteName: 'x' });
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  it('reports a failed load', async () => {
    const mem = memoryProvider();
    mem.failWith(new Error('Resource not found'));
    const { result } = renderHook(() => useFormController('wl_site', 'zz'), { wrapper: wrapper(mem.provider) });
    await waitFor(() => expect(result.current.loadError?.message).toBe('Resource not found'));
  });
});
