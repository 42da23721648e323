// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityDef, Lang, Registry } from '../../../core/registry.ts';
import { memoryProvider, siteEntity, testRegistry } from '../../../react/test-fixtures.tsx';
import { AntdProviders } from '../../test-providers.tsx';
import type { CellProps } from '../../cells/cell-types.ts';
import { EntityCell, EntitySelect, entityOptions } from './entity-select.tsx';

afterEach(cleanup);

// The site entity (no workflow), plus a driver entity with one.
const driver: EntityDef = {
  ...siteEntity,
  name: 'wl_driver',
  table: 'wl_driver',
  title: { zh: '司机', en: 'Driver' },
  states: { field: 'state', transitions: [] },
};
const registry: Registry = { ...testRegistry, entities: { ...testRegistry.entities, wl_driver: driver } };

function wrap(node: React.ReactNode, lang: Lang = 'zh-CN') {
  return render(
    <AntdProviders provider={memoryProvider([]).provider} registry={registry} lang={lang}>
      {node}
    </AntdProviders>,
  );
}

describe('entity picker', () => {
  it('offers the entities by title in the language, only those with a workflow when asked', () => {
    expect(entityOptions(registry, 'en')).toEqual([
      { value: 'wl_driver', label: 'Driver' },
      { value: 'wl_site', label: 'Site' },
    ]);
    expect(entityOptions(registry, 'zh-CN', true)).toEqual([{ value: 'wl_driver', label: '司机' }]);
  });

  it('stores the picked entity by name and shows a stored one by title', async () => {
    const onChange = vi.fn();
    wrap(<EntitySelect id="entity" onChange={onChange} states />, 'en');
    fireEvent.mouseDown(document.querySelector('#entity')!);
    fireEvent.click(await screen.findByTitle('Driver'));
    expect(onChange).toHaveBeenLastCalledWith('wl_driver');
    expect(screen.queryByTitle('Site')).toBeNull();
    cleanup();
    wrap(<EntitySelect id="entity" value="wl_driver" />);
    expect(document.querySelector('.ant-select-selection-item, .ant-select-content')!.textContent).toContain('司机');
  });

  it('shows a title in the cell, and a name the registry does not know as it is', () => {
    const cell = (value: unknown) => ({ value, record: {}, field: siteEntity.fields[0] }) as CellProps;
    wrap(
      <>
        <EntityCell {...cell('wl_driver')} />
        <EntityCell {...cell('wl_gone')} />
      </>,
      'en',
    );
    expect(screen.getByText('Driver').getAttribute('title')).toBe('wl_driver');
    expect(screen.getByText('wl_gone')).toBeTruthy();
  });
});
