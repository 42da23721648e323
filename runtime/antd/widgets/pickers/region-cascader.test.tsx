// @vitest-environment jsdom
import '../../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../core/registry.ts';
import type { Row } from '../../../core/wire.ts';
import { loadRegions } from '../../../react/use-regions.ts';
import { pickerField, pickerProvider, PickerWrapper } from './picker-test-fixtures.tsx';
import { RegionCascader } from './region-cascader.tsx';
import { RegionCell } from './region-cell.tsx';

afterEach(cleanup);

function setup(value?: string, lang?: Lang) {
  const onChange = vi.fn();
  const mem = pickerProvider();
  const view = render(
    <PickerWrapper mem={mem} lang={lang}>
      <RegionCascader id="area" value={value} onChange={onChange} placeholder="请选择地区" />
    </PickerWrapper>,
  );
  return { onChange, view };
}

const openMenu = () => fireEvent.mouseDown(document.querySelector('#area')!);
const menuItem = async (name: string) =>
  (await screen.findAllByText(name)).find((el) => el.closest('.ant-cascader-menu-item'))!;

describe('RegionCascader', () => {
  it('writes the province, then the city, then the area as a comma-joined path', async () => {
    const { onChange, view } = setup();
    await act(() => loadRegions());
    openMenu();
    fireEvent.click(await menuItem('广东省'));
    expect(onChange).toHaveBeenLastCalledWith('440000');
    fireEvent.click(await menuItem('深圳市'));
    expect(onChange).toHaveBeenLastCalledWith('440000,440300');
    fireEvent.click(await menuItem('南山区'));
    expect(onChange).toHaveBeenLastCalledWith('440000,440300,440305');
    view.unmount();
  });

  it('shows the names of an existing value', async () => {
    setup('440000,440300,440305');
    await screen.findByText('广东省 / 深圳市 / 南山区');
  });

  it('finds an area by name and writes its whole path', async () => {
    const { onChange } = setup();
    await act(() => loadRegions());
    fireEvent.change(document.querySelector('#area')!, { target: { value: '南山区' } });
    const hit = await waitFor(() => {
      const items = [...document.querySelectorAll('.ant-cascader-menu-item')].filter((el) =>
        el.textContent?.includes('深圳市'),
      );
      expect(items.length).toBeGreaterThan(0);
      return items[0];
    });
    fireEvent.click(hit);
    expect(onChange).toHaveBeenLastCalledWith('440000,440300,440305');
  });

  it('names the regions in English on English screens', async () => {
    const { onChange } = setup('440000,440300', 'en');
    await screen.findByText('Guangdong / Shenzhen');
    openMenu();
    fireEvent.click(await menuItem('Nanshan District'));
    expect(onChange).toHaveBeenLastCalledWith('440000,440300,440305');
  });

  it('clears to undefined', async () => {
    const { onChange } = setup('440000');
    await screen.findByText('广东省');
    fireEvent.mouseDown(document.querySelector('.ant-select-clear, .ant-cascader-clear')!);
    fireEvent.click(document.querySelector('.ant-select-clear, .ant-cascader-clear')!);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('RegionCell', () => {
  const cell = (value: unknown, lang?: Lang) => (
    <PickerWrapper mem={pickerProvider()} lang={lang}>
      <RegionCell value={value} record={{} as Row} field={pickerField('area', { format: 'area' })} />
    </PickerWrapper>
  );

  it('joins the names with " / "', async () => {
    render(cell('440000,440300'));
    await screen.findByText('广东省 / 深圳市');
  });

  it('joins the English names on English screens', async () => {
    render(cell('440000,440300', 'en'));
    await screen.findByText('Guangdong / Shenzhen');
  });

  it('shows an invalid value as it is', async () => {
    render(cell('440000,110100'));
    await screen.findByText('440000,110100');
  });
});
