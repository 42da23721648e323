// @vitest-environment jsdom
import '../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityDef, Registry } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { fieldDef, memoryProvider, providers, testRegistry } from '../../react/test-fixtures.tsx';
import { FormModal } from './form-modal.tsx';

afterEach(cleanup);

const tier: EntityDef = {
  name: 'wl_freight',
  title: { zh: '运费阶梯', en: 'Freight tier' },
  table: 'wl_freight',
  api: '/wl/freight',
  permission: 'wl:freight',
  tenant: true,
  routes: 'all',
  dictTable: false,
  list: { columns: [], search: [], sort: ['orderNum', 'asc'] },
  unique: [],
  indexes: [],
  fields: [
    fieldDef('templateId', { ref: { entity: 'wl_freight_template', label: 'name' }, required: true }),
    fieldDef('startWeight', { type: 'number', required: true, minimum: 0, title: { zh: '起始重量', en: 'Start' } }),
    fieldDef('price', { type: 'number', format: 'money', required: true, title: { zh: '价格', en: 'Price' } }),
    fieldDef('orderNum', { type: 'integer', title: { zh: '排序', en: 'Order' } }),
  ],
  schema: { type: 'object', properties: {} },
};
const template: EntityDef = {
  ...tier,
  name: 'wl_freight_template',
  title: { zh: '运费模板', en: 'Freight template' },
  table: 'wl_freight_template',
  api: '/wl/freightTemplate',
  permission: 'wl:freightTemplate',
  fields: [fieldDef('name', { required: true, title: { zh: '模板名称', en: 'Name' } })],
  schema: {
    type: 'object',
    properties: { name: { type: 'string', title: '模板名称', 'x-title': { en: 'Name' } } },
    required: ['name'],
  },
  detail: [
    {
      entity: 'wl_freight',
      foreignKey: 'templateId',
      key: 'freightList',
      orderField: 'orderNum',
      columns: ['startWeight', 'price', 'orderNum'],
      title: { zh: '运费阶梯', en: 'Freight tiers' },
    },
  ],
};
const registry: Registry = {
  ...testRegistry,
  entities: { ...testRegistry.entities, wl_freight: tier, wl_freight_template: template },
};

function open(tiers: Row[], id?: string) {
  const mem = memoryProvider([{ id: 't1', version: 2, name: 'Standard' }]);
  const getDetails = vi.fn(async () => tiers);
  Object.assign(mem.provider, { getDetails });
  const onSaved = vi.fn();
  const Wrapper = providers(mem.provider, { registry, url: '/' });
  render(
    <Wrapper>
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <FormModal entityName="wl_freight_template" id={id} open onClose={() => undefined} onSaved={onSaved} />
      </ConfigProvider>
    </Wrapper>,
  );
  return { mem, getDetails, onSaved };
}

// getByRole is slow on a table's worth of antd DOM; buttons are found by their text.
const button = (label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === label)!;
const ok = () => act(async () => fireEvent.click(screen.getByText('确定')));
const cellInput = (rowId: string, key: string) =>
  document.querySelector<HTMLInputElement>(`.et-body [data-row-id="${rowId}"] [data-cell="${key}"] input`)!;
const rowIds = () => [...document.querySelectorAll<HTMLElement>('.et-body [role="row"]')].map((r) => r.dataset.rowId!);

const stored = [
  { id: 'a', templateId: 't1', startWeight: 0, price: 5, orderNum: 1 },
  { id: 'b', templateId: 't1', startWeight: 10, price: 8, orderNum: 2 },
];

describe('FormModal with detail tables', () => {
  it('loads the rows of an edit and saves them with the master: ids for stored rows, none for new ones', async () => {
    const { mem, getDetails, onSaved } = open(stored, 't1');
    await waitFor(() => expect(rowIds()).toEqual(['a', 'b']));
    expect(getDetails).toHaveBeenCalledWith('wl_freight_template', 'freightList', 't1');
    expect(screen.getByText('运费阶梯')).toBeTruthy();

    fireEvent.change(cellInput('b', 'price'), { target: { value: '9.5' } });
    await act(async () => fireEvent.click(button('新增')));
    const added = rowIds()[2];
    fireEvent.change(cellInput(added, 'startWeight'), { target: { value: '20' } });
    fireEvent.change(cellInput(added, 'price'), { target: { value: '12' } });
    await ok();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = mem.calls.find((c) => c.op === 'update')?.arg as Record<string, unknown>;
    expect(body).toMatchObject({ id: 't1', version: 2, name: 'Standard' });
    expect(body.freightList).toEqual([
      { id: 'a', startWeight: 0, price: 5, orderNum: 1 },
      { id: 'b', startWeight: 10, price: 9.5, orderNum: 2 },
      { startWeight: 20, price: 12, orderNum: 3 },
    ]);
  });

  it('does not send the master while a detail row fails its rules and marks the cell', async () => {
    const { mem } = open([], undefined);
    fireEvent.change(await screen.findByLabelText('模板名称'), { target: { value: 'Heavy' } });
    await act(async () => fireEvent.click(button('新增')));
    const [added] = rowIds();
    await ok();
    await screen.findByText('运费阶梯中有未通过校验的数据，请修改后再保存');
    expect(mem.calls.some((c) => c.op === 'create')).toBe(false);
    const cell = document.querySelector(`.et-body [data-row-id="${added}"] [data-cell="startWeight"]`)!;
    expect(cell.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's row -> field errors of a refused save in the rows' cells", async () => {
    const { mem } = open(stored, 't1');
    await waitFor(() => expect(rowIds()).toEqual(['a', 'b']));
    mem.failWith(
      Object.assign(new Error('数据校验失败'), {
        status: 400,
        result: { errors: [], details: { freightList: { '1': { price: '价格不能小于0' } } } },
      }),
    );
    await ok();
    await screen.findByText('数据校验失败');
    const cell = document.querySelector('.et-body [data-row-id="b"] [data-cell="price"]')!;
    await waitFor(() => expect(cell.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.mouseEnter(cell);
    expect(await screen.findByText('价格不能小于0')).toBeTruthy();
    expect(
      document.querySelector('.et-body [data-row-id="a"] [data-cell="price"]')!.getAttribute('aria-invalid'),
    ).toBeNull();
  });
});
