// @vitest-environment jsdom
import '../../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldDef, Lang } from '../../../core/registry.ts';
import { popupField, popupProvider, PopupHarness, requests, SITES, type Mem } from './popup-test-fixtures.tsx';

afterEach(cleanup);

function mount(field: FieldDef, { mem = popupProvider(), lang = 'zh-CN' as Lang, initial = {} } = {}) {
  let data: Record<string, unknown> = { ...initial };
  render(<PopupHarness mem={mem} field={field} lang={lang} initial={initial} onData={(d) => (data = d)} />);
  return { mem, data: () => data };
}

const dialog = async () => (await screen.findByText('选择网点')).closest('.ant-modal') as HTMLElement;
const open = async () => {
  fireEvent.click(document.querySelector('input[readonly]')!);
  const d = await dialog();
  await within(d).findByText(SITES[0].siteName);
  return d;
};
const rowOf = (d: HTMLElement, text: string) => within(d).getByText(text).closest('tr') as HTMLElement;
const pick = (d: HTMLElement, text: string) =>
  fireEvent.click(rowOf(d, text).querySelector('input[type=radio], input[type=checkbox]')!);
const ok = (d: HTMLElement) => act(async () => fireEvent.click(within(d).getByText('确定')));

const THREE = { code: 'site_picker', orgFields: 'siteName,id,personPhone', destFields: 'siteName,siteId,sitePhone' };

describe('popup picker configuration', () => {
  it('needs a code, origin and target fields', () => {
    const mem = popupProvider();
    mount(popupField({ code: 'site_picker', orgFields: 'id' }), { mem });
    expect(screen.getByText('弹出框参数未正确配置!')).toBeTruthy();
    expect(document.querySelector('input[readonly]')).toBeNull();
    cleanup();
    mount(popupField({ orgFields: 'id', destFields: 'siteName' }), { mem, lang: 'en' });
    expect(screen.getByText('popup parameters not configured correctly!')).toBeTruthy();
    expect(mem.calls).toHaveLength(0);
  });

  it('needs as many origin as target fields', () => {
    mount(popupField({ code: 'site_picker', orgFields: 'siteName,id', destFields: 'siteName' }));
    expect(screen.getByText('弹出框参数未正确配置，原始和目标字段数量不一致')).toBeTruthy();
    cleanup();
    mount(popupField({ code: 'site_picker', orgFields: 'id', destFields: 'a,b' }), { lang: 'en' });
    expect(
      screen.getByText('popup parameters not configured correctly, original and target counts differ'),
    ).toBeTruthy();
  });
});

describe('popup picker choosing', () => {
  it('opens a 1200 wide dialog with the report columns and dictionary labels', async () => {
    mount(popupField(THREE));
    const d = await open();
    expect(d.style.width).toBe('1200px');
    expect(within(d).getAllByText('一级转运中心').length).toBeGreaterThan(0);
    expect(within(d).getAllByText('公司').length).toBeGreaterThan(0);
    expect(d.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(5);
    expect(within(d).getByText('共 12 条')).toBeTruthy();
  });

  it("single mode: OK with nothing chosen says 'please select one record'", async () => {
    const { data } = mount(popupField(THREE));
    const d = await open();
    await ok(d);
    expect(await screen.findByText('请选择一条记录')).toBeTruthy();
    expect(data().siteName).toBeUndefined();
    expect(screen.getByText('选择网点')).toBeTruthy(); // still open
  });

  it('single mode writes each origin field of the row into its target field of the form', async () => {
    const { data } = mount(popupField(THREE), { initial: { siteName: 'old' } });
    const d = await open();
    pick(d, 'Site 01');
    pick(d, 'Site 02'); // a radio: the second replaces the first
    await ok(d);
    await waitFor(() => expect(data()).toMatchObject({ siteName: 'Site 02', siteId: 'r2', sitePhone: '13800000002' }));
    expect((document.querySelector('input[readonly]') as HTMLInputElement).value).toBe('Site 02');
    await waitFor(() => expect(screen.queryByText('选择网点')).toBeNull());
  });

  it('multi mode joins the values of each origin field with commas, across pages', async () => {
    const { data } = mount(popupField({ ...THREE, multi: true }));
    const d = await open();
    pick(d, 'Site 00');
    fireEvent.click(rowOf(d, 'Site 03')); // a click on the row picks it too
    fireEvent.click(within(d).getByTitle('2'));
    await within(d).findByText('Site 05');
    pick(d, 'Site 06');
    await ok(d);
    await waitFor(() =>
      expect(data()).toMatchObject({
        siteName: 'Site 00,Site 03,Site 06',
        siteId: 'r0,r3,r6',
        sitePhone: '13800000000,13800000003,13800000006',
      }),
    );
  });

  it('multi mode with nothing chosen also asks for a record', async () => {
    mount(popupField({ ...THREE, multi: true }), { lang: 'en' });
    fireEvent.click(document.querySelector('input[readonly]')!);
    const d = (await screen.findByText('选择网点')).closest('.ant-modal') as HTMLElement;
    await act(async () => fireEvent.click(within(d).getByText('OK')));
    expect(await screen.findByText('please select one record')).toBeTruthy();
  });

  it('a reference field takes the id and shows the label (orgFields id, destFields itself by default)', async () => {
    const field = popupField(
      { code: 'site_picker' },
      { name: 'parentId', ref: { entity: 'wl_site', label: 'siteName' }, sqlType: 'id' },
    );
    const { data, mem } = mount(field);
    const d = await open();
    pick(d, 'Site 03');
    await ok(d);
    await waitFor(() => expect(data().parentId).toBe('r3'));
    expect((document.querySelector('input[readonly]') as HTMLInputElement).value).toBe('Site 03');
    expect(data().siteName).toBeUndefined();
    expect(mem.calls.some((c) => c.op === 'getOne')).toBe(false);
  });

  it("shows 'Oops' with the server message when the report cannot be loaded", async () => {
    const mem: Mem = popupProvider({
      [`GET /online/cgreport/api/getRpColumns/site_picker`]: () => {
        throw Object.assign(new Error('报表不存在: site_picker'), { status: 404 });
      },
    });
    mount(popupField(THREE), { mem });
    fireEvent.click(document.querySelector('input[readonly]')!);
    const error = await waitFor(() => {
      const el = document.querySelector('.ant-modal-confirm-error');
      expect(el).not.toBeNull();
      return el as HTMLElement;
    });
    expect(error.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Oops');
    expect(error.querySelector('.ant-modal-confirm-content')?.textContent).toBe('报表不存在: site_picker');
    expect(requests(mem, 'getData')).toHaveLength(0);
    expect(screen.queryByText('选择网点')).toBeNull();
  });

  it('clears every target field with the clear icon', async () => {
    const { data } = mount(popupField(THREE), { initial: { siteName: 'A', siteId: 'x', sitePhone: '1' } });
    await act(async () => fireEvent.click(screen.getByLabelText('clear')));
    await waitFor(() => expect(data()).toMatchObject({ siteName: undefined, siteId: undefined, sitePhone: undefined }));
  });
});
