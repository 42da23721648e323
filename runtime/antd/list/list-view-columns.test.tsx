// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Row } from '../../core/wire.ts';
import { headers, listCalls, permissions, renderList, searchEntity } from './list-test-kit.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const rows: Row[] = [
  {
    id: 'r1',
    version: 1,
    siteName: 'North',
    type: 1,
    fee: 10,
    personPhone: '13800138000',
    createTime: '2024-01-01 00:00:00',
  },
];

const DEFAULT_HEADERS = ['网点名称', '上级网点', '网点类型', '费用', '创建时间', '操作'];

async function openSettings() {
  fireEvent.click(screen.getByLabelText('列设置'));
  return (await waitFor(() => {
    const list = document.querySelector('ul[aria-label="列设置"]');
    expect(list).toBeTruthy();
    return list;
  })) as HTMLElement;
}

const box = (list: HTMLElement, label: string) => within(list).getByLabelText(label) as HTMLInputElement;
const order = (list: HTMLElement) => [...list.querySelectorAll('li')].map((li) => li.getAttribute('data-column'));

describe('ListView column settings', () => {
  it('right-aligns money and plain numbers, not text, dictionaries or dates', async () => {
    renderList({ rows, userId: 'u1' });
    const fee = await screen.findByText('10.00');
    const align = (el: Element) => (el as HTMLElement).style.textAlign;
    expect(align(fee.closest('td')!)).toBe('right');
    expect(align(screen.getByText('North').closest('td')!)).toBe('');
    const header = (title: string) => screen.getByRole('columnheader', { name: new RegExp(title) });
    expect(align(header('费用'))).toBe('right');
    for (const title of ['网点名称', '网点类型', '创建时间']) expect(align(header(title))).toBe('');
  });

  it('offers every readable field, shows list.columns by default, and never offers secrets', async () => {
    renderList({ rows, userId: 'u1' });
    await screen.findByText('North');
    expect(headers()).toEqual(DEFAULT_HEADERS);
    const list = await openSettings();
    expect(order(list)).toEqual([
      'siteName',
      'parentId',
      'type',
      'fee',
      'createTime',
      'personPhone',
      'tags',
      'openDate',
    ]);
    expect(box(list, '网点名称').checked).toBe(true);
    expect(box(list, '负责人电话').checked).toBe(false);
    expect(within(list).queryByText('密码')).toBeNull();
    expect(within(list).queryByText('版本')).toBeNull();
  });

  it('never offers a field hidden by a field permission', async () => {
    renderList({ rows, userId: 'u1', perms: permissions(undefined, { fee: '1', personPhone: '1' }) });
    await screen.findByText('North');
    expect(headers()).not.toContain('费用');
    const list = await openSettings();
    expect(within(list).queryByText('费用')).toBeNull();
    expect(within(list).queryByText('负责人电话')).toBeNull();
    expect(order(list)).toEqual(['siteName', 'parentId', 'type', 'createTime', 'tags', 'openDate']);
  });

  it('switches columns on and off, persists them per user and entity, and restores them', async () => {
    renderList({ rows, userId: 'u1' });
    await screen.findByText('North');
    const list = await openSettings();
    fireEvent.click(box(list, '负责人电话'));
    fireEvent.click(box(list, '上级网点'));
    await waitFor(() => expect(headers()).toEqual(['网点名称', '网点类型', '费用', '创建时间', '负责人电话', '操作']));
    expect(screen.getByText('13800138000')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('listColumns:u1:wl_site')!).shown).toEqual([
      'siteName',
      'type',
      'fee',
      'createTime',
      'personPhone',
    ]);
    cleanup();

    renderList({ rows, userId: 'u1' });
    await screen.findByText('North');
    expect(headers()).toEqual(['网点名称', '网点类型', '费用', '创建时间', '负责人电话', '操作']);
    cleanup();

    renderList({ rows, userId: 'u2' });
    await screen.findByText('North');
    expect(headers()).toEqual(DEFAULT_HEADERS);
  });

  it('reorders with the up/down buttons and by drag and drop; Reset restores the defaults', async () => {
    renderList({ rows, userId: 'u1' });
    await screen.findByText('North');
    const list = await openSettings();
    expect((within(list).getByLabelText('上移 网点名称') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(list).getByLabelText('下移 网点名称'));
    await waitFor(() => expect(headers().slice(0, 2)).toEqual(['上级网点', '网点名称']));
    fireEvent.click(within(list).getByLabelText('上移 创建时间'));
    await waitFor(() => expect(headers()).toEqual(['上级网点', '网点名称', '网点类型', '创建时间', '费用', '操作']));

    const item = (key: string) => list.querySelector(`li[data-column="${key}"]`)!;
    fireEvent.dragStart(item('fee'));
    fireEvent.dragOver(item('parentId'));
    fireEvent.drop(item('parentId'));
    await waitFor(() => expect(headers()).toEqual(['费用', '上级网点', '网点名称', '网点类型', '创建时间', '操作']));
    expect(JSON.parse(localStorage.getItem('listColumns:u1:wl_site')!).order.slice(0, 3)).toEqual([
      'fee',
      'parentId',
      'siteName',
    ]);

    fireEvent.click(screen.getByText('重置', { selector: 'a, a *' }));
    await waitFor(() => expect(headers()).toEqual(DEFAULT_HEADERS));
  });

  it('changes and remembers the density', async () => {
    renderList({ rows, userId: 'u1' });
    await screen.findByText('North');
    expect(document.querySelector('.ant-table-medium')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('密度'));
    fireEvent.click(await screen.findByText('紧凑'));
    await waitFor(() => expect(document.querySelector('.ant-table-small')).toBeTruthy());
    cleanup();
    renderList({ rows, userId: 'u1' });
    await screen.findByText('North');
    expect(document.querySelector('.ant-table-small')).toBeTruthy();
  });

  it('reloads from the toolbar and toggles full screen', async () => {
    const mem = renderList({ rows, userId: 'u1' });
    await screen.findByText('North');
    const before = listCalls(mem.calls).length;
    fireEvent.click(screen.getByLabelText('刷新'));
    await waitFor(() => expect(listCalls(mem.calls)).toHaveLength(before + 1));

    fireEvent.click(screen.getByLabelText('全屏'));
    const card = document.querySelector('.list-fullscreen') as HTMLElement;
    expect(card.style.position).toBe('fixed');
    expect(card.contains(screen.getByText('North'))).toBe(true);
    fireEvent.click(screen.getByLabelText('退出全屏'));
    expect(document.querySelector('.list-fullscreen')).toBeNull();
  });
});

describe('ListView English companions (x-english)', () => {
  const entityWith = (columns: string[]) => ({
    ...searchEntity,
    fields: [
      ...searchEntity.fields.map((f) => (f.name === 'siteName' ? { ...f, english: 'siteNameEn' } : f)),
      {
        ...searchEntity.fields[0]!,
        name: 'siteNameEn',
        column: 'site_name_en',
        title: { zh: '英文名称', en: 'English name' },
      },
    ],
    list: { ...searchEntity.list, columns },
  });
  const english = [{ ...rows[0]!, siteName: '北区', siteNameEn: 'North district' }];

  it('an English list shows the companion in the field column, a Chinese list the own text', async () => {
    renderList({ rows: english, lang: 'en', entity: entityWith(['siteName', 'type']) });
    expect(await screen.findByText('North district')).toBeTruthy();
    expect(screen.queryByText('北区')).toBeNull();
    cleanup();
    renderList({ rows: english, lang: 'zh-CN', entity: entityWith(['siteName', 'type']) });
    expect(await screen.findByText('北区')).toBeTruthy();
  });

  it('keeps the own text when the companion has a column of its own', async () => {
    renderList({ rows: english, lang: 'en', entity: entityWith(['siteName', 'siteNameEn', 'type']) });
    expect(await screen.findByText('北区')).toBeTruthy();
    expect(screen.getByText('North district')).toBeTruthy();
  });
});
