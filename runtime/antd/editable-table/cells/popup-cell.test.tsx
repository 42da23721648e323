// @vitest-environment jsdom
import '../../test-dom.ts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { popupProvider, SITES } from '../../widgets/pickers/popup-test-fixtures.tsx';
import { column, renderCell } from './cell-test-kit.tsx';
import { PopupCell } from './popup-cell.tsx';

afterEach(cleanup);

const SITE = column('popup', {
  key: 'siteName',
  title: '网点',
  popupCode: 'site_picker',
  orgFields: 'siteName,id,personPhone',
  destFields: 'siteName,siteId,sitePhone',
});

const open = async () => {
  fireEvent.click(screen.getByPlaceholderText('请选择网点'));
  const dialog = (await screen.findByText('选择网点')).closest('.ant-modal') as HTMLElement;
  await within(dialog).findByText(SITES[0].siteName);
  return dialog;
};
const rowOf = (d: HTMLElement, text: string) => within(d).getByText(text).closest('tr') as HTMLElement;
const choose = (d: HTMLElement, text: string) =>
  fireEvent.click(rowOf(d, text).querySelector('input[type=radio], input[type=checkbox]')!);
const ok = (d: HTMLElement) => act(async () => fireEvent.click(within(d).getByText('确定')));

describe('popup cell', () => {
  it('copies orgFields of the chosen row into destFields: its own through the value, the rest through others', async () => {
    const mem = popupProvider();
    const cell = renderCell(PopupCell, SITE, { provider: mem.provider, row: { other: 'kept' } });
    const dialog = await open();
    choose(dialog, 'Site 02');
    await ok(dialog);
    expect(cell.onChange).toHaveBeenLastCalledWith('Site 02', { siteId: 'r2', sitePhone: '13800000002' });
    expect(cell.row()).toMatchObject({ siteName: 'Site 02', siteId: 'r2', sitePhone: '13800000002', other: 'kept' });
    expect((screen.getByPlaceholderText('请选择网点') as HTMLInputElement).value).toBe('Site 02');

    fireEvent.click(screen.getByLabelText('clear'));
    expect(cell.onChange).toHaveBeenLastCalledWith(null, { siteId: null, sitePhone: null });
    cell.setEditing(false);
    expect(screen.queryByPlaceholderText('请选择网点')).toBeNull();
  });

  it('multiSelect joins the chosen rows values with commas; read-only shows the value', async () => {
    const mem = popupProvider();
    const col = { ...SITE, fieldExtendJson: '{"multiSelect": true}' };
    const cell = renderCell(PopupCell, col, { provider: mem.provider });
    const dialog = await open();
    choose(dialog, 'Site 00');
    choose(dialog, 'Site 01');
    await ok(dialog);
    expect(cell.onChange).toHaveBeenLastCalledWith('Site 00,Site 01', {
      siteId: 'r0,r1',
      sitePhone: '13800000000,13800000001',
    });
    cell.setEditing(false);
    expect(screen.getByText('Site 00,Site 01')).toBeTruthy();
  });

  it('shows the configuration error of spec 001 §5.8 instead of the picker', () => {
    const mem = popupProvider();
    renderCell(PopupCell, { ...SITE, destFields: 'siteName' }, { provider: mem.provider });
    expect(screen.getByText('弹出框参数未正确配置，原始和目标字段数量不一致')).toBeTruthy();
    cleanup();
    renderCell(PopupCell, { ...SITE, popupCode: undefined }, { provider: mem.provider, lang: 'en' });
    expect(screen.getByText('popup parameters not configured correctly!')).toBeTruthy();
    expect(mem.calls).toHaveLength(0);
  });
});
