// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformCall } from '../../core/data-provider.ts';
import type { QueryGroup } from '../../core/query-tree.ts';
import { savedQueryPath, type SaveQueryBody, type SavedQuery } from '../../core/saved-query.ts';
import { queryableFields } from '../../react/query-builder.ts';
import { memoryProvider, siteEntity } from '../../react/test-fixtures.tsx';
import { useSavedQueries } from '../../react/use-saved-queries.ts';
import { AntdProviders } from '../test-providers.tsx';
import { choose, comboboxes, conditionRows, screenWidth, selected } from './query-test-kit.tsx';
import { SuperQueryModal } from './super-query-modal.tsx';

const LIST = `GET ${savedQueryPath('wl_site', 'list')}`;
const SAVE = `POST ${savedQueryPath('wl_site', 'save')}`;
const DESKTOP = 1280;

const savedQuery = (title: string, records: SavedQuery['records'], extra: Partial<SavedQuery> = {}): SavedQuery => ({
  id: `q-${title}`,
  title,
  matchType: 'and',
  records,
  shareScope: 0,
  roleId: null,
  mine: true,
  owner: 'admin',
  ...extra,
});

interface Server {
  items: SavedQuery[];
  /** Answer a save without overwrite of an existing title with this error (409 by default). */
  conflict?: boolean;
  saveError?: Error;
}

function Harness({
  applied,
  onApply,
  onClose,
}: {
  applied?: QueryGroup;
  onApply(t?: QueryGroup): void;
  onClose(): void;
}) {
  const saved = useSavedQueries('wl_site', '/wl/site', 'u1', true);
  return (
    <SuperQueryModal
      open
      fields={queryableFields(siteEntity, new Set())}
      applied={applied}
      saved={saved}
      onApply={onApply}
      onClose={onClose}
    />
  );
}

function setup({ applied, server = { items: [] } }: { applied?: QueryGroup; server?: Server } = {}) {
  const posts: SaveQueryBody[] = [];
  const mem = memoryProvider([], {
    [LIST]: () => [...server.items],
    [SAVE]: (call: PlatformCall) => {
      const body = call.body as SaveQueryBody;
      posts.push(body);
      if (server.saveError) throw server.saveError;
      const existing = server.items.find((q) => q.title === body.title);
      if (existing && server.conflict !== false && !body.overwrite)
        throw Object.assign(new Error(`${body.title} 已存在`), { status: 409 });
      const q = savedQuery(body.title, body.records, { matchType: body.matchType });
      server.items = [...server.items.filter((i) => i.title !== body.title), q];
      return q;
    },
  });
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(
    <AntdProviders provider={mem.provider}>
      <Harness applied={applied} onApply={onApply} onClose={onClose} />
    </AntdProviders>,
  );
  const lists = () => mem.calls.filter((c) => c.op === 'request' && (c.arg as PlatformCall).method === 'GET');
  return { mem, posts, onApply, onClose, lists };
}

const footer = (name: string) =>
  within(document.querySelector('.ant-modal-footer') as HTMLElement).getByRole('button', { name });
const modalBox = () => document.querySelector('.ant-modal') as HTMLElement;
/** The drag offset applied by the dialog's modalRender, or undefined when it has none. */
const offset = () => modalBox().querySelector<HTMLElement>('.ant-modal-render > div')?.style.transform || undefined;
const saveDialog = () => screen.getByLabelText('保存名称').closest('.ant-modal') as HTMLElement;
const confirmBox = (title: string) =>
  screen
    .findByText(title, { selector: '.ant-modal-confirm-title' })
    .then((t) => t.closest('.ant-modal') as HTMLElement);

const TYPE_IN: QueryGroup = { matchType: 'and', params: [{ field: 'type', rule: 'in', val: ['0', '1'] }] };

beforeEach(() => screenWidth(DESKTOP));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Each test drives antd Selects in a full dialog: seconds each, more when the two cores are shared.
describe('高级查询构造器', { timeout: 60_000 }, () => {
  it('refuses to query an empty condition (不能查询空条件), a field without a value too', async () => {
    const { onApply, onClose } = setup();
    await screen.findByText('高级查询构造器');
    fireEvent.click(footer('查询'));
    await screen.findByText('不能查询空条件');
    await choose(comboboxes(conditionRows()[0]).field, '网点名称');
    fireEvent.click(footer('查询'));
    await waitFor(() => expect(screen.getAllByText('不能查询空条件').length).toBeGreaterThan(0));
    // a second, empty condition beside a filled one still blocks the query
    fireEvent.change(within(conditionRows()[0]).getByPlaceholderText('请输入值'), { target: { value: 'North' } });
    fireEvent.click(screen.getByRole('button', { name: /添加条件/ }));
    expect(conditionRows()).toHaveLength(2);
    fireEvent.click(footer('查询'));
    expect(onApply).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    // removed, the query goes through and the dialog closes
    fireEvent.click(within(conditionRows()[1]).getByRole('button', { name: '删除' }));
    fireEvent.click(footer('查询'));
    expect(onApply).toHaveBeenCalledWith({
      matchType: 'and',
      params: [{ field: 'siteName', rule: 'like', val: 'North' }],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses to save an empty condition (空条件不能保存): no name is asked, nothing is sent', async () => {
    const { posts } = setup();
    await screen.findByText('高级查询构造器');
    fireEvent.click(footer('保存查询'));
    await screen.findByText('空条件不能保存');
    expect(screen.queryByLabelText('保存名称')).toBeNull();
    expect(posts).toEqual([]);
  });

  it("'in' takes several values; switching to another rule keeps the first, and back to 'in' that one", async () => {
    const { onApply } = setup();
    await screen.findByText('高级查询构造器');
    await choose(comboboxes(conditionRows()[0]).field, '网点类型');
    await choose(comboboxes(conditionRows()[0]).rule, '在...中');
    await choose(comboboxes(conditionRows()[0]).value, '公司');
    await choose(comboboxes(conditionRows()[0]).value, '一级转运中心');
    expect(selected(comboboxes(conditionRows()[0]).value)).toEqual(['公司', '一级转运中心']);
    fireEvent.click(footer('查询'));
    expect(onApply).toHaveBeenLastCalledWith(TYPE_IN);

    await choose(comboboxes(conditionRows()[0]).rule, '不等于');
    expect(selected(comboboxes(conditionRows()[0]).value)).toEqual(['公司']);
    fireEvent.click(footer('查询'));
    expect(onApply).toHaveBeenLastCalledWith({ matchType: 'and', params: [{ field: 'type', rule: 'ne', val: '0' }] });

    await choose(comboboxes(conditionRows()[0]).rule, '在...中');
    expect(selected(comboboxes(conditionRows()[0]).value)).toEqual(['公司']);
    await choose(comboboxes(conditionRows()[0]).rule, '为空');
    expect(comboboxes(conditionRows()[0]).value).toBeUndefined();
    fireEvent.click(footer('查询'));
    expect(onApply).toHaveBeenLastCalledWith({ matchType: 'and', params: [{ field: 'type', rule: 'empty' }] });
  });

  it("'in' on a text field takes typed values as tags", async () => {
    const { onApply } = setup();
    await screen.findByText('高级查询构造器');
    await choose(comboboxes(conditionRows()[0]).field, '网点名称');
    await choose(comboboxes(conditionRows()[0]).rule, '在...中');
    for (const name of ['North', 'South']) {
      const input = comboboxes(conditionRows()[0]).value;
      fireEvent.change(input, { target: { value: name } });
      fireEvent.keyDown(input, { key: 'Enter' });
    }
    await waitFor(() => expect(selected(comboboxes(conditionRows()[0]).value)).toEqual(['North', 'South']));
    fireEvent.click(footer('查询'));
    expect(onApply).toHaveBeenLastCalledWith({
      matchType: 'and',
      params: [{ field: 'siteName', rule: 'in', val: ['North', 'South'] }],
    });
  });

  it('opens on the applied query; 重置 clears the draft and the applied query', async () => {
    const { onApply, onClose } = setup({ applied: TYPE_IN });
    await screen.findByText('高级查询构造器');
    expect(selected(comboboxes(conditionRows()[0]).field)).toEqual(['网点类型']);
    expect(selected(comboboxes(conditionRows()[0]).value)).toEqual(['公司', '一级转运中心']);
    fireEvent.click(footer('重置'));
    expect(onApply).toHaveBeenCalledWith(undefined);
    expect(onClose).not.toHaveBeenCalled();
    expect(conditionRows()).toHaveLength(1);
    expect(selected(comboboxes(conditionRows()[0]).field)).toEqual([]);
    // what is left is empty again
    fireEvent.click(footer('查询'));
    await screen.findByText('不能查询空条件');
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('builds nested groups with their own AND/OR', async () => {
    const { onApply } = setup();
    await screen.findByText('高级查询构造器');
    await choose(comboboxes(conditionRows()[0]).field, '网点名称');
    fireEvent.change(within(conditionRows()[0]).getByPlaceholderText('请输入值'), { target: { value: 'QA' } });
    fireEvent.click(screen.getByRole('button', { name: /添加分组/ }));
    const group = screen.getByTestId('query-group');
    expect(selected(within(group).getByLabelText('matchType'))).toEqual(['OR（条件中只要有一个匹配）']);
    await choose(comboboxes(conditionRows()[1]).field, '网点类型');
    await choose(comboboxes(conditionRows()[1]).value, '公司');
    fireEvent.click(within(group).getByRole('button', { name: /添加条件/ }));
    await choose(comboboxes(conditionRows()[2]).field, '费用');
    await choose(comboboxes(conditionRows()[2]).rule, '大于等于');
    fireEvent.change(within(conditionRows()[2]).getByPlaceholderText('请输入值'), { target: { value: '12.5' } });
    fireEvent.click(footer('查询'));
    expect(onApply).toHaveBeenLastCalledWith({
      matchType: 'and',
      params: [
        { field: 'siteName', rule: 'like', val: 'QA' },
        {
          matchType: 'or',
          params: [
            { field: 'type', rule: 'eq', val: '0' },
            { field: 'fee', rule: 'ge', val: '12.5' },
          ],
        },
      ],
    });
  });
});

describe('saving a query', { timeout: 60_000 }, () => {
  it('asks for a name (保存名称不能为空), sends the tree with the saveCode and lists it', async () => {
    const server: Server = { items: [] };
    const { posts, lists } = setup({ applied: TYPE_IN, server });
    await screen.findByText('暂无保存的查询');
    fireEvent.click(footer('保存查询'));
    const dialog = saveDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await within(dialog).findByText('保存名称不能为空');
    fireEvent.change(within(dialog).getByLabelText('保存名称'), { target: { value: '  Hubs  ' } });
    expect(within(dialog).queryByText('保存名称不能为空')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await screen.findByText('保存成功');
    expect(posts).toEqual([
      {
        saveCode: '/wl/site',
        title: 'Hubs',
        shareScope: 0,
        matchType: 'and',
        records: TYPE_IN.params,
        overwrite: false,
      },
    ]);
    // the list is read again and shows it
    await screen.findByText('Hubs');
    expect(lists().length).toBe(2);
  });

  it("asks '{name} 已存在，是否覆盖？' on the server's 409 and resends with overwrite", async () => {
    // the shown list is stale: the title was saved elsewhere after it was read
    const server: Server = { items: [] };
    const { posts } = setup({ applied: TYPE_IN, server });
    await screen.findByText('暂无保存的查询');
    server.items = [savedQuery('Hubs', [{ field: 'siteName', rule: 'like', val: 'old' }])];
    fireEvent.click(footer('保存查询'));
    fireEvent.change(within(saveDialog()).getByLabelText('保存名称'), { target: { value: 'Hubs' } });
    fireEvent.click(within(saveDialog()).getByRole('button', { name: '确定' }));
    const confirm = await confirmBox('Hubs 已存在，是否覆盖？');
    expect(posts.map((p) => p.overwrite)).toEqual([false]);
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await screen.findByText('保存成功');
    expect(posts.map((p) => p.overwrite)).toEqual([false, true]);
    expect(posts[1]).toMatchObject({ title: 'Hubs', records: TYPE_IN.params });
    expect(server.items).toHaveLength(1);
    expect(server.items[0].records).toEqual(TYPE_IN.params);
    await waitFor(() => expect(screen.queryByLabelText('保存名称')).toBeNull());
  });

  it('asks before overwriting one of your own listed queries, and sends nothing when declined', async () => {
    const server: Server = { items: [savedQuery('Hubs', [{ field: 'siteName', rule: 'like', val: 'old' }])] };
    const { posts } = setup({ applied: TYPE_IN, server });
    await screen.findByText('Hubs');
    fireEvent.click(footer('保存查询'));
    fireEvent.change(within(saveDialog()).getByLabelText('保存名称'), { target: { value: 'Hubs' } });
    fireEvent.click(within(saveDialog()).getByRole('button', { name: '确定' }));
    const confirm = await confirmBox('Hubs 已存在，是否覆盖？');
    expect(posts).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('Hubs 已存在，是否覆盖？')).toBeNull());
    expect(posts).toEqual([]);
    // the name dialog is still there to pick another name
    fireEvent.change(within(saveDialog()).getByLabelText('保存名称'), { target: { value: 'Hubs 2' } });
    fireEvent.click(within(saveDialog()).getByRole('button', { name: '确定' }));
    await screen.findByText('保存成功');
    expect(posts.map((p) => [p.title, p.overwrite])).toEqual([['Hubs 2', false]]);
  });

  it('shows why a save failed (other than a conflict) and keeps the name dialog open', async () => {
    const server: Server = { items: [], saveError: Object.assign(new Error('无权共享'), { status: 403 }) };
    setup({ applied: TYPE_IN, server });
    await screen.findByText('暂无保存的查询');
    fireEvent.click(footer('保存查询'));
    fireEvent.change(within(saveDialog()).getByLabelText('保存名称'), { target: { value: 'Hubs' } });
    fireEvent.click(within(saveDialog()).getByRole('button', { name: '确定' }));
    await screen.findByText('无权共享');
    expect(screen.queryByText('保存成功')).toBeNull();
    expect(screen.queryByText('Hubs 已存在，是否覆盖？')).toBeNull();
    expect(screen.getByLabelText('保存名称')).toBeTruthy();
  });

  it('shares with everyone when chosen (the share select is there for holders of the share code)', async () => {
    const { posts } = setup({ applied: TYPE_IN });
    await screen.findByText('暂无保存的查询');
    fireEvent.click(footer('保存查询'));
    fireEvent.change(within(saveDialog()).getByLabelText('保存名称'), { target: { value: 'For all' } });
    await choose(within(saveDialog()).getAllByRole('combobox')[0], '所有人');
    fireEvent.click(within(saveDialog()).getByRole('button', { name: '确定' }));
    await screen.findByText('保存成功');
    expect(posts).toMatchObject([{ title: 'For all', shareScope: 2 }]);
  });

  it('applies a saved query on click', async () => {
    const records = [{ field: 'fee', rule: 'gt' as const, val: '3' }];
    const { onApply, onClose } = setup({ server: { items: [savedQuery('Costly', records, { matchType: 'or' })] } });
    fireEvent.click(await screen.findByText('Costly'));
    expect(onApply).toHaveBeenCalledWith({ matchType: 'or', params: records });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the dialog frame', { timeout: 60_000 }, () => {
  it('is 1000 wide on a desktop, full screen on request, and dragged by its title', async () => {
    setup();
    await screen.findByText('高级查询构造器');
    expect(modalBox().style.width).toBe('1000px');
    const drag = screen.getByTestId('super-query-drag');
    fireEvent.pointerDown(drag, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(window, { clientX: 160, clientY: 130 });
    fireEvent.pointerUp(window);
    fireEvent.pointerMove(window, { clientX: 500, clientY: 500 });
    expect(offset()).toBe('translate(60px, 30px)');

    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(modalBox().style.width).toBe('100vw');
    expect(modalBox().style.top).toBe('0px');
    fireEvent.click(screen.getByRole('button', { name: '退出全屏' }));
    expect(modalBox().style.width).toBe('1000px');
  });

  it('is full screen on a phone, without the full-screen toggle or dragging', async () => {
    screenWidth(375);
    setup();
    await screen.findByText('高级查询构造器');
    await waitFor(() => expect(modalBox().style.width).toBe('100vw'));
    expect(screen.queryByRole('button', { name: '全屏' })).toBeNull();
    fireEvent.pointerDown(screen.getByTestId('super-query-drag'), { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(window, { clientX: 160, clientY: 130 });
    expect(offset()).toBeUndefined();
  });
});
