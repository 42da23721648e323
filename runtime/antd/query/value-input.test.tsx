// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../core/data-provider.ts';
import type { QueryCondition, QueryGroup, QueryRule } from '../../core/query-tree.ts';
import type { FieldDef } from '../../core/registry.ts';
import type { ListParams, PageResult, Row } from '../../core/wire.ts';
import { savedQueryPath } from '../../core/saved-query.ts';
import { queryableFields } from '../../react/query-builder.ts';
import { fieldDef, memoryProvider, siteEntity } from '../../react/test-fixtures.tsx';
import { useSavedQueries } from '../../react/use-saved-queries.ts';
import { AntdProviders } from '../test-providers.tsx';
import { RULE_LABELS } from './messages.ts';
import { QueryGroupEditor } from './query-group-editor.tsx';
import { SuperQueryModal } from './super-query-modal.tsx';
import { choose, comboboxes, conditionRows, selected } from './query-test-kit.tsx';

// The site entity's queryable fields (网点名称 text, 上级网点 reference to wl_site by siteName,
// 网点类型 dictionary, 负责人电话 text, 费用 money, 创建时间 date-time) and kinds it lacks.
const FIELDS: FieldDef[] = [
  ...queryableFields(siteEntity, new Set()),
  fieldDef('openDay', { title: { zh: '开业日期', en: 'Opened on' }, sqlType: 'date', format: 'date' }),
  fieldDef('openAt', { title: { zh: '营业时间', en: 'Opens at' }, sqlType: 'time', format: 'time' }),
  fieldDef('staff', { title: { zh: '员工数', en: 'Staff' }, type: 'integer', sqlType: 'integer' }),
  fieldDef('weight', { title: { zh: '重量', en: 'Weight' }, type: 'number', sqlType: 'double' }),
  fieldDef('active', { title: { zh: '启用', en: 'Active' }, type: 'boolean', sqlType: 'boolean' }),
];

const SITES: Row[] = [
  { id: 's1', siteName: 'North hub' },
  { id: 's2', siteName: 'South hub' },
  { id: 's3', siteName: 'North depot' },
];

/**
 * A provider whose wl_site list is searched like the server does: `siteName` '*x*' keeps the rows
 * whose name contains x. `lists` records each list call's params.
 */
function siteProvider() {
  // the saved-query list the builder dialog asks for (none)
  const mem = memoryProvider(SITES, { [`GET ${savedQueryPath('wl_site', 'list')}`]: () => [] });
  const lists: ListParams[] = [];
  const provider: DataProvider = {
    ...mem.provider,
    async getList<T extends object = Row>(_entity: string, params: ListParams): Promise<PageResult<T>> {
      lists.push(params);
      const keyword = String(params.siteName ?? '').replace(/^\*|\*$/g, '');
      const records = SITES.filter((r) => String(r.siteName).includes(keyword)) as T[];
      return { records, total: records.length, size: 10, current: 1, pages: 1 };
    },
  };
  return { provider, lists, calls: mem.calls };
}

/** The builder's editor holding its tree; `sent` sees every tree it hands up. */
function setup(initial: QueryGroup = { matchType: 'and', params: [{ field: '', rule: 'eq' }] }) {
  const sites = siteProvider();
  const sent = vi.fn<(tree: QueryGroup) => void>();
  function Harness() {
    const [tree, setTree] = useState(initial);
    return (
      <QueryGroupEditor
        tree={tree}
        fields={FIELDS}
        onChange={(t) => {
          sent(t);
          setTree(t);
        }}
      />
    );
  }
  // Not virtual: jsdom has no layout, so a virtual list would draw only the first options.
  render(
    <AntdProviders provider={sites.provider}>
      <ConfigProvider virtual={false}>
        <Harness />
      </ConfigProvider>
    </AntdProviders>,
  );
  /** The first condition as last sent. */
  const condition = (): QueryCondition => sent.mock.lastCall![0].params[0] as QueryCondition;
  return { ...sites, sent, condition };
}

const row = () => conditionRows()[0];
const input = (placeholder: string) => within(row()).getByPlaceholderText(placeholder) as HTMLInputElement;

const RULE_CODES = Object.keys(RULE_LABELS) as QueryRule[];
const ruleOf = (title: string | null) => RULE_CODES.find((c) => RULE_LABELS[c].zh === title);

/** The rules offered in the condition's rule list, as codes, in their order. */
async function offeredRules(): Promise<QueryRule[]> {
  const combobox = comboboxes(row()).rule;
  fireEvent.mouseDown(combobox);
  const titles = await waitFor(() => {
    // the open dropdown of rules (the field chooser's may still be leaving)
    const lists = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')]
      .map((d) => [...d.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title')))
      .filter((titles) => titles.length && titles.every((t) => ruleOf(t)));
    if (lists.length !== 1) throw new Error(`${lists.length} rule lists open`);
    return lists[0];
  });
  fireEvent.mouseDown(combobox); // close it again
  return titles.map((t) => ruleOf(t)!);
}

/** Type into a date/time picker's input and confirm with Enter, as a user typing a date. */
function typeDate(el: HTMLInputElement, value: string) {
  fireEvent.mouseDown(el);
  fireEvent.change(el, { target: { value } });
  fireEvent.keyDown(el, { key: 'Enter' });
}

/** Type into a number input and leave it. */
function typeNumber(el: HTMLInputElement, value: string) {
  fireEvent.focus(el);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
}

afterEach(cleanup);

// Each test drives antd Selects and pickers in jsdom: seconds each, more when the two cores are shared.
describe('rule lists by field type', { timeout: 60_000 }, () => {
  const LIKES: QueryRule[] = ['like', 'right_like', 'left_like'];
  const ORDER: QueryRule[] = ['gt', 'ge', 'lt', 'le', 'between'];

  it.each([
    ['网点名称', 'text', [...LIKES, 'eq', 'ne', 'in'], ORDER],
    ['费用', 'number', [...ORDER, 'eq', 'ne', 'in'], LIKES],
    ['员工数', 'integer', [...ORDER, 'eq', 'ne', 'in'], LIKES],
    ['开业日期', 'date', [...ORDER, 'eq', 'ne'], [...LIKES, 'in']],
    ['创建时间', 'date-time', [...ORDER, 'eq', 'ne'], [...LIKES, 'in']],
    ['营业时间', 'time', [...ORDER, 'eq', 'ne'], [...LIKES, 'in']],
    ['网点类型', 'dictionary', ['eq', 'ne', 'in'], [...LIKES, ...ORDER]],
    ['上级网点', 'reference', ['eq', 'ne', 'in'], [...LIKES, ...ORDER]],
    ['启用', 'yes/no', ['eq', 'ne'], [...LIKES, ...ORDER, 'in']],
  ] as [string, string, QueryRule[], QueryRule[]][])(
    '%s (%s) offers its rules and empty / not_empty, not the others',
    async (title, _kind, offered, absent) => {
      setup();
      await choose(comboboxes(row()).field, title);
      const rules = await offeredRules();
      for (const r of [...offered, 'empty', 'not_empty']) expect(rules, `${title} offers ${r}`).toContain(r);
      for (const r of absent) expect(rules, `${title} does not offer ${r}`).not.toContain(r);
    },
  );

  it('empty and not_empty take no value and send none', async () => {
    const { condition } = setup();
    await choose(comboboxes(row()).field, '费用');
    typeNumber(input('请输入值'), '5');
    expect(condition()).toEqual({ field: 'fee', rule: 'eq', val: '5' });
    await choose(comboboxes(row()).rule, '不为空');
    expect(comboboxes(row()).value).toBeUndefined();
    expect(within(row()).queryByRole('spinbutton')).toBeNull();
    expect(condition()).toEqual({ field: 'fee', rule: 'not_empty' });
  });
});

describe('reference field (RefSelect)', { timeout: 60_000 }, () => {
  it('loads options from the referenced entity, searches by its label and sends the chosen id', async () => {
    const { lists, condition } = setup();
    await choose(comboboxes(row()).field, '上级网点');
    expect(condition()).toEqual({ field: 'parentId', rule: 'eq' });
    expect(lists).toEqual([]);
    const value = comboboxes(row()).value;
    fireEvent.mouseDown(value);
    await screen.findByTitle('South hub');
    expect(lists[0]).toMatchObject({ pageNo: 1, pageSize: 10 });
    expect(lists[0].siteName).toBeUndefined();
    // a search by the label field (debounced) narrows the options to the matching rows
    fireEvent.change(value, { target: { value: 'depot' } });
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ siteName: '*depot*' }), { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByTitle('South hub')).toBeNull());
    await choose(comboboxes(row()).value, 'North depot');
    expect(condition()).toEqual({ field: 'parentId', rule: 'eq', val: 's3' });
    expect(selected(comboboxes(row()).value)).toEqual(['North depot']);
  });

  it("'in' takes several referenced ids, keeping each label when a later search no longer lists it", async () => {
    const { condition, lists } = setup();
    await choose(comboboxes(row()).field, '上级网点');
    await choose(comboboxes(row()).rule, '在...中');
    await choose(comboboxes(row()).value, 'North hub');
    await choose(comboboxes(row()).value, 'South hub');
    expect(condition()).toEqual({ field: 'parentId', rule: 'in', val: ['s1', 's2'] });
    expect(selected(comboboxes(row()).value)).toEqual(['North hub', 'South hub']);
    fireEvent.change(comboboxes(row()).value, { target: { value: 'depot' } });
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ siteName: '*depot*' }), { timeout: 5_000 });
    await choose(comboboxes(row()).value, 'North depot');
    expect(condition()).toEqual({ field: 'parentId', rule: 'in', val: ['s1', 's2', 's3'] });
    expect(selected(comboboxes(row()).value)).toEqual(['North hub', 'South hub', 'North depot']);
  });

  it('shows the labels, not the ids, of a reference condition it opens on', async () => {
    setup({
      matchType: 'or',
      params: [
        { field: 'parentId', rule: 'eq', val: 's2' },
        { field: 'parentId', rule: 'in', val: ['s1', 's3'] },
      ],
    });
    await waitFor(() => expect(selected(comboboxes(conditionRows()[0]).value)).toEqual(['South hub']));
    await waitFor(() => expect(selected(comboboxes(conditionRows()[1]).value)).toEqual(['North hub', 'North depot']));
  });
});

describe('date, date-time and time fields', { timeout: 60_000 }, () => {
  it('choosing a day in the calendar sends YYYY-MM-DD', async () => {
    const { condition } = setup();
    await choose(comboboxes(row()).field, '开业日期');
    const day = dayjs().date(15).format('YYYY-MM-DD');
    fireEvent.mouseDown(input('请输入值'));
    fireEvent.click(input('请输入值'));
    const cell = await waitFor(() => document.querySelector(`td[title="${day}"]`) as HTMLElement);
    fireEvent.click(cell.querySelector('.ant-picker-cell-inner') ?? cell);
    await waitFor(() => expect(condition()).toEqual({ field: 'openDay', rule: 'eq', val: day }));
    expect(input('请输入值').value).toBe(day);
  });

  it('between sends from and to in their places, whichever is entered first', async () => {
    const { condition } = setup();
    await choose(comboboxes(row()).field, '开业日期');
    await choose(comboboxes(row()).rule, '介于');
    typeDate(input('结束'), '2024-03-31');
    await waitFor(() => expect(condition()).toEqual({ field: 'openDay', rule: 'between', val: ['', '2024-03-31'] }));
    typeDate(input('开始'), '2024-03-01');
    await waitFor(() =>
      expect(condition()).toEqual({ field: 'openDay', rule: 'between', val: ['2024-03-01', '2024-03-31'] }),
    );
    expect([input('开始').value, input('结束').value]).toEqual(['2024-03-01', '2024-03-31']);
  });

  it('a date-time starts on between and sends YYYY-MM-DD HH:mm:ss for both ends', async () => {
    const { condition } = setup();
    await choose(comboboxes(row()).field, '创建时间');
    expect(condition()).toEqual({ field: 'createTime', rule: 'between' });
    typeDate(input('开始'), '2024-04-01 13:14:15');
    await waitFor(() => expect(condition().val).toEqual(['2024-04-01 13:14:15', '']));
    typeDate(input('结束'), '2024-04-30 08:00:00');
    await waitFor(() =>
      expect(condition()).toEqual({
        field: 'createTime',
        rule: 'between',
        val: ['2024-04-01 13:14:15', '2024-04-30 08:00:00'],
      }),
    );
    // a single date-time for the other comparisons
    await choose(comboboxes(row()).rule, '大于');
    expect(condition()).toEqual({ field: 'createTime', rule: 'gt', val: '2024-04-01 13:14:15' });
    expect(input('请输入值').value).toBe('2024-04-01 13:14:15');
  });

  it('a time sends HH:mm:ss', async () => {
    const { condition } = setup();
    await choose(comboboxes(row()).field, '营业时间');
    typeDate(input('请输入值'), '08:30:00');
    await waitFor(() => expect(condition()).toEqual({ field: 'openAt', rule: 'eq', val: '08:30:00' }));
  });
});

describe('number fields', { timeout: 60_000 }, () => {
  it('typing sends the number as its text; letters are not a number and change nothing', async () => {
    const { condition } = setup();
    await choose(comboboxes(row()).field, '重量');
    await choose(comboboxes(row()).rule, '大于等于');
    typeNumber(input('请输入值'), '12.5');
    expect(condition()).toEqual({ field: 'weight', rule: 'ge', val: '12.5' });
    typeNumber(input('请输入值'), 'abc');
    expect(condition()).toEqual({ field: 'weight', rule: 'ge', val: '12.5' });
    expect(input('请输入值').value).toBe('12.5');
    typeNumber(input('请输入值'), '-0.25');
    expect(condition()).toEqual({ field: 'weight', rule: 'ge', val: '-0.25' });
  });

  it('between takes two numbers in order', async () => {
    const { condition } = setup();
    await choose(comboboxes(row()).field, '费用');
    await choose(comboboxes(row()).rule, '介于');
    typeNumber(input('开始'), '10');
    typeNumber(input('结束'), '20.5');
    expect(condition()).toEqual({ field: 'fee', rule: 'between', val: ['10', '20.5'] });
    expect([input('开始').value, input('结束').value]).toEqual(['10.00', '20.50']);
  });

  it('an integer field sends whole numbers only (the server refuses 3.7 for an integer)', async () => {
    const { condition } = setup();
    await choose(comboboxes(row()).field, '员工数');
    typeNumber(input('请输入值'), '3.7');
    expect(condition()).toEqual({ field: 'staff', rule: 'eq', val: '4' });
    expect(input('请输入值').value).toBe('4');
  });

  it('a money field sends at most two decimals (the server refuses more)', async () => {
    const { condition } = setup();
    await choose(comboboxes(row()).field, '费用');
    typeNumber(input('请输入值'), '12.345');
    expect(condition()).toEqual({ field: 'fee', rule: 'eq', val: '12.35' });
  });

  it("'in' on a number keeps numbers only", async () => {
    const { condition } = setup();
    await choose(comboboxes(row()).field, '员工数');
    await choose(comboboxes(row()).rule, '在...中');
    for (const v of ['3', 'x', '12']) {
      const box = comboboxes(row()).value;
      fireEvent.change(box, { target: { value: v } });
      fireEvent.keyDown(box, { key: 'Enter' });
    }
    await waitFor(() => expect(condition()).toEqual({ field: 'staff', rule: 'in', val: ['3', '12'] }));
  });
});

describe('text and yes/no fields', { timeout: 60_000 }, () => {
  it('a text field starts on like and sends the typed text; the like rules keep it', async () => {
    const { condition } = setup();
    await choose(comboboxes(row()).field, '网点名称');
    fireEvent.change(input('请输入值'), { target: { value: 'hub' } });
    expect(condition()).toEqual({ field: 'siteName', rule: 'like', val: 'hub' });
    await choose(comboboxes(row()).rule, '以..开始');
    expect(condition()).toEqual({ field: 'siteName', rule: 'right_like', val: 'hub' });
    await choose(comboboxes(row()).rule, '以..结尾');
    expect(condition()).toEqual({ field: 'siteName', rule: 'left_like', val: 'hub' });
    expect(input('请输入值').value).toBe('hub');
  });

  it("a yes/no field offers 是 / 否 and sends 'true' / 'false'", async () => {
    const { condition } = setup();
    await choose(comboboxes(row()).field, '启用');
    await choose(comboboxes(row()).value, '是');
    expect(condition()).toEqual({ field: 'active', rule: 'eq', val: 'true' });
    await choose(comboboxes(row()).value, '否');
    expect(condition()).toEqual({ field: 'active', rule: 'eq', val: 'false' });
    expect(selected(comboboxes(row()).value)).toEqual(['否']);
  });

  it('a dictionary field sends the item code; in takes several', async () => {
    const { condition } = setup();
    await choose(comboboxes(row()).field, '网点类型');
    await choose(comboboxes(row()).value, '一级转运中心');
    expect(condition()).toEqual({ field: 'type', rule: 'eq', val: '1' });
    await choose(comboboxes(row()).rule, '在...中');
    await choose(comboboxes(row()).value, '公司');
    expect(condition()).toEqual({ field: 'type', rule: 'in', val: ['1', '0'] });
  });
});

describe('through the dialog', { timeout: 60_000 }, () => {
  function Dialog({ onApply }: { onApply(t?: QueryGroup): void }) {
    const saved = useSavedQueries('wl_site', '/wl/site', 'u1', true);
    return <SuperQueryModal open fields={FIELDS} saved={saved} onApply={onApply} onClose={() => undefined} />;
  }

  it('查询 hands the list referenced ids, a date range in order and numbers as the server reads them', async () => {
    const sites = siteProvider();
    const onApply = vi.fn();
    render(
      <AntdProviders provider={sites.provider}>
        <ConfigProvider virtual={false}>
          <Dialog onApply={onApply} />
        </ConfigProvider>
      </AntdProviders>,
    );
    await screen.findByText('高级查询构造器');
    const rows = conditionRows;
    await choose(comboboxes(rows()[0]).field, '上级网点');
    await choose(comboboxes(rows()[0]).rule, '在...中');
    await choose(comboboxes(rows()[0]).value, 'South hub');
    await choose(comboboxes(rows()[0]).value, 'North depot');
    fireEvent.click(screen.getByRole('button', { name: /添加分组/ }));
    await choose(comboboxes(rows()[1]).field, '开业日期');
    await choose(comboboxes(rows()[1]).rule, '介于');
    const [from, to] = [within(rows()[1]).getByPlaceholderText('开始'), within(rows()[1]).getByPlaceholderText('结束')];
    typeDate(from as HTMLInputElement, '2024-01-01');
    typeDate(to as HTMLInputElement, '2024-06-30');
    await waitFor(() => expect((to as HTMLInputElement).value).toBe('2024-06-30'));
    fireEvent.click(within(screen.getByTestId('query-group')).getByRole('button', { name: /添加条件/ }));
    await choose(comboboxes(rows()[2]).field, '员工数');
    await choose(comboboxes(rows()[2]).rule, '小于');
    typeNumber(within(rows()[2]).getByPlaceholderText('请输入值') as HTMLInputElement, '20.4');
    const footer = document.querySelector('.ant-modal-footer') as HTMLElement;
    fireEvent.click(within(footer).getByRole('button', { name: '查询' }));
    expect(onApply).toHaveBeenCalledWith({
      matchType: 'and',
      params: [
        { field: 'parentId', rule: 'in', val: ['s2', 's3'] },
        {
          matchType: 'or',
          params: [
            { field: 'openDay', rule: 'between', val: ['2024-01-01', '2024-06-30'] },
            { field: 'staff', rule: 'lt', val: '20' },
          ],
        },
      ],
    });
  });
});
