// @vitest-environment jsdom
// The registry covers every rich column type, and a page of rows (17 visible rows, as the table
// mounts) of every rich cell makes only the shared calls on mount: one department tree, one batched
// user look-up, one table dictionary and one batched label look-up of it; searches, reports and
// uploads wait for the user.
import '../../test-dom.ts';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlatformCall } from '../../../core/data-provider.ts';
import { EDITABLE_COLUMN_TYPES, type EditableColumn, type EditableRow } from '../../../core/editable/types.ts';
import { memoryProvider } from '../../../react/test-fixtures.tsx';
import { AntdProviders } from '../../test-providers.tsx';
import { DEPARTS, pickerRegistry, USERS } from '../../widgets/pickers/picker-test-fixtures.tsx';
import { richCells } from './rich-cells.ts';

const BASIC = ['input', 'inputNumber', 'checkbox', 'textarea', 'slot', 'hidden'];

const COLUMNS: EditableColumn[] = [
  { key: 'unit', title: 'unit', type: 'select', dictCode: 'site_type' },
  { key: 'site', title: 'site', type: 'select', dictCode: 'wl_site,siteName,id' },
  { key: 'kind', title: 'kind', type: 'radio', options: [{ value: 'a', text: 'A' }] },
  { key: 'tags', title: 'tags', type: 'list_multi', dictCode: 'sex' },
  { key: 'sex', title: 'sex', type: 'sel_search', dictCode: 'sex' },
  { key: 'parent', title: 'parent', type: 'sel_search_async', dictCode: 'wl_site,siteName,id' },
  { key: 'day', title: 'day', type: 'date' },
  { key: 'at', title: 'at', type: 'datetime' },
  { key: 'clock', title: 'clock', type: 'time' },
  { key: 'dept', title: 'dept', type: 'sel_depart' },
  { key: 'owner', title: 'owner', type: 'sel_user' },
  { key: 'remark', title: 'remark', type: 'input_pop' },
  { key: 'doc', title: 'doc', type: 'file' },
  { key: 'pic', title: 'pic', type: 'image' },
  {
    key: 'pop',
    title: 'pop',
    type: 'popup',
    popupCode: 'site_picker',
    orgFields: 'siteName',
    destFields: 'pop',
  },
];

const ROWS: EditableRow[] = Array.from({ length: 17 }, (_, i) => ({
  id: `r${i}`,
  unit: i % 2,
  site: 's1',
  kind: 'a',
  tags: '1,2',
  sex: 1,
  parent: `s${i % 3}`,
  day: '2024-03-05',
  at: '2024-03-05 07:08:09',
  clock: '07:08:09',
  dept: 'A1',
  owner: USERS[i % 12].username,
  remark: 'text',
  doc: `temp/doc${i}.pdf`,
  pic: undefined,
  pop: 'Site 01',
}));

function provider() {
  return memoryProvider([], {
    'GET /sys/sysDepart/queryTreeList': () => DEPARTS,
    'GET /sys/user/getMultiUser': (call: PlatformCall) =>
      USERS.filter((u) => String(call.params?.username).split(',').includes(u.username)),
    'GET /sys/dict/getDictItems/wl_site,siteName,id': [{ value: 's1', text: 'North hub' }],
    'GET /sys/dict/loadDictItem/wl_site,siteName,id': (call: PlatformCall) =>
      String(call.params?.key)
        .split(',')
        .map((k) => `Site ${k}`),
  });
}

function Page({ editing }: { editing: boolean }) {
  return (
    <>
      {ROWS.map((row) => (
        <div key={row.id}>
          {COLUMNS.map((column) => {
            const Cell = richCells[column.type]!;
            return (
              <Cell
                key={column.key}
                column={column}
                value={row[column.key]}
                row={row}
                editing={editing}
                disabled={false}
                onChange={() => undefined}
                onBlur={() => undefined}
              />
            );
          })}
        </div>
      ))}
    </>
  );
}

const paths = (mem: ReturnType<typeof provider>) =>
  mem.calls.map((c) => (c.op === 'request' ? (c.arg as PlatformCall).path : c.op)).sort();

describe('rich cells registry', () => {
  it('has a cell for every column type the basic cells do not cover', () => {
    expect([...Object.keys(richCells), ...BASIC].sort()).toEqual([...EDITABLE_COLUMN_TYPES].sort());
    expect([...new Set(COLUMNS.map((c) => c.type))].sort()).toEqual(
      Object.keys(richCells)
        .filter((t) => t !== 'upload') // the same cell as file
        .sort(),
    );
  });

  for (const editing of [true, false]) {
    it(`a page of 17 rows ${editing ? 'in edit mode' : 'read-only'} makes only the shared calls`, async () => {
      const mem = provider();
      render(
        <AntdProviders provider={mem.provider} registry={pickerRegistry}>
          <Page editing={editing} />
        </AntdProviders>,
      );
      if (!editing) await waitFor(() => expect(screen.getAllByText('Site s2')).toHaveLength(5));
      await waitFor(() => expect(paths(mem)).toContain('/sys/user/getMultiUser'));
      await new Promise((r) => setTimeout(r, 50));
      const expected = [
        '/sys/dict/getDictItems/wl_site,siteName,id',
        '/sys/dict/loadDictItem/wl_site,siteName,id',
        '/sys/sysDepart/queryTreeList',
        '/sys/user/getMultiUser',
      ].sort();
      expect(paths(mem)).toEqual(expected);
    });
  }
});
