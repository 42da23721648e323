// @vitest-environment jsdom
import '../../test-dom.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityDef, Lang, Registry } from '../../../core/registry.ts';
import { memoryProvider, siteEntity, testRegistry } from '../../../react/test-fixtures.tsx';
import { AntdProviders } from '../../test-providers.tsx';
import type { CellProps } from '../../cells/cell-types.ts';
import { TransitionCell, TransitionSearch, transitionOptions } from './transition-select.tsx';

afterEach(cleanup);

const tr = (name: string, zh: string, en: string) => ({ name, title: { zh, en }, from: [0], to: 1 });
const workflow = (name: string, title: string, transitions: ReturnType<typeof tr>[]): EntityDef => ({
  ...siteEntity,
  name,
  table: name,
  title: { zh: title, en: title },
  states: { field: 'state', transitions },
});
// Two entities share the name reject under different Chinese titles.
const driver = workflow('wl_driver', '司机', [tr('freeze', '冻结', 'Freeze'), tr('unfreeze', '解冻', 'Unfreeze')]);
const order = workflow('wl_order', '订单', [tr('reject', '拒收', 'Reject'), tr('audit', '审核', 'Audit')]);
const apply = workflow('wl_apply', '申请', [tr('reject', '驳回', 'Reject')]);
const registry: Registry = {
  ...testRegistry,
  entities: { ...testRegistry.entities, wl_driver: driver, wl_order: order, wl_apply: apply },
};

function wrap(node: React.ReactNode, lang: Lang = 'zh-CN') {
  return render(
    <AntdProviders provider={memoryProvider([]).provider} registry={registry} lang={lang}>
      {node}
    </AntdProviders>,
  );
}

describe('transition picker', () => {
  it("offers one entity's moves in declared order, or every entity's by title, a shared name titled with each", () => {
    expect(transitionOptions(registry, 'zh-CN', 'wl_order')).toEqual([
      { value: 'reject', label: '拒收' },
      { value: 'audit', label: '审核' },
    ]);
    expect(transitionOptions(registry, 'en').map((o) => o.label)).toEqual(['Audit', 'Freeze', 'Reject', 'Unfreeze']);
    expect(transitionOptions(registry, 'zh-CN').find((o) => o.value === 'reject')?.label).toBe('拒收 / 驳回');
    expect(transitionOptions(registry, 'zh-CN', 'wl_gone')).toEqual([]);
  });

  it('narrows the search to the entity chosen beside it and clears a move that entity lacks', async () => {
    const onChange = vi.fn();
    let form!: FormInstance;
    function Search() {
      [form] = Form.useForm();
      return (
        <Form form={form} initialValues={{ entityName: 'wl_order' }}>
          <Form.Item name="entityName" hidden>
            <input />
          </Form.Item>
          <TransitionSearch id="action" value="reject" onChange={onChange} entityField="entityName" />
        </Form>
      );
    }
    wrap(<Search />, 'en');
    fireEvent.mouseDown(document.querySelector('#action')!);
    expect(await screen.findByTitle('Audit')).toBeTruthy();
    expect(screen.queryByTitle('Freeze')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    act(() => form.setFieldValue('entityName', 'wl_driver'));
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(undefined));
  });

  it('without an entity field offers every move and keeps the chosen one', async () => {
    const onChange = vi.fn();
    wrap(
      <Form initialValues={{ entityName: 'wl_driver' }}>
        <TransitionSearch id="action" value="reject" onChange={onChange} />
      </Form>,
      'en',
    );
    fireEvent.mouseDown(document.querySelector('#action')!);
    expect(await screen.findByTitle('Freeze')).toBeTruthy();
    expect(screen.getAllByTitle('Reject').length).toBeGreaterThan(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the title of the row's entity's move, and a name it does not know as it is", () => {
    const field = { ...siteEntity.fields[0], options: { entityField: 'entityName' } };
    const cell = (value: string, entityName: string) => ({ value, record: { entityName }, field }) as CellProps;
    wrap(
      <>
        <TransitionCell {...cell('reject', 'wl_apply')} />
        <TransitionCell {...cell('release', 'wl_driver')} />
      </>,
    );
    expect(screen.getByText('驳回').getAttribute('title')).toBe('reject');
    expect(screen.getByText('release')).toBeTruthy();
  });
});
