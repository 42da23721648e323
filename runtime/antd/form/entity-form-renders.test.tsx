// @vitest-environment jsdom
// A keystroke re-renders only the field it changed (issue 24 item 4): real React, rjsf and antd in
// jsdom, render counts taken by a widget that renders the form's own text input (BaseInputTemplate,
// draft-input.tsx) and records each render of its field.
import '../test-dom.ts';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { BaseInputTemplateProps, WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';
import { createRef, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityDef, FieldDef, Registry } from '../../core/registry.ts';
import { RegistryProvider } from '../../react/registry-context.tsx';
import { memoryProvider, siteEntity, testRegistry } from '../../react/test-fixtures.tsx';
import { defaultWidgets } from '../widgets/index.ts';
import { EntityForm, type EntityFormRef } from './entity-form.tsx';
import { buildFormSchema } from './form-schema.ts';

afterEach(cleanup);

const NAMES = ['alpha', 'beta', 'gamma', 'delta'];
const field = (name: string): FieldDef => ({
  ...siteEntity.fields[0],
  name,
  column: name,
  title: { zh: name, en: name },
  required: false,
  widget: 'counted',
});
const entity: EntityDef = {
  ...siteEntity,
  unique: [],
  fields: NAMES.map(field),
  schema: {
    type: 'object',
    properties: Object.fromEntries(NAMES.map((n) => [n, { type: 'string', title: n, maxLength: 32 }])),
  },
};
const registry: Registry = { ...testRegistry, entities: { wl_site: entity } };

function setup() {
  const renders: string[] = [];
  const record = (name: string) => renders.push(name);
  /** rjsf's TextWidget does the same: renders the theme's BaseInputTemplate. */
  function Counted(props: WidgetProps) {
    record(props.name);
    const Input = getTemplate('BaseInputTemplate', props.registry) as ComponentType<BaseInputTemplateProps>;
    return <Input {...props} />;
  }
  const widgets = { ...defaultWidgets, counted: Counted };
  const schemas = buildFormSchema(entity, 'edit', 'zh-CN', widgets);
  const onSubmit = vi.fn();
  const ref = createRef<EntityFormRef>();
  const initialData = { id: 'r1', version: 1, alpha: 'a', beta: 'b', gamma: 'c', delta: 'd' };
  render(
    <RegistryProvider registry={registry} dataProvider={memoryProvider().provider} lang="zh-CN">
      <EntityForm
        formRef={ref}
        schemas={schemas}
        initialData={initialData}
        lang="zh-CN"
        widgets={widgets}
        dataId="r1"
        onSubmit={onSubmit}
      />
    </RegistryProvider>,
  );
  const input = (name: string) => document.getElementById(`root_${name}`) as HTMLInputElement;
  return { renders, onSubmit, ref, input };
}

const count = (renders: string[], name: string) => renders.filter((n) => n === name).length;

describe('entity form re-renders', () => {
  it('renders only the changed field on each keystroke, also once the change reaches the form', async () => {
    const { renders, input, onSubmit, ref } = setup();
    expect(NAMES.map((n) => count(renders, n))).toEqual([1, 1, 1, 1]);
    renders.length = 0;
    for (const value of ['b1', 'b12', 'b123']) {
      fireEvent.change(input('beta'), { target: { value } });
      expect(input('beta').value).toBe(value);
    }
    // Each keystroke renders the input's own draft only (below the widget); the last value reaches rjsf
    // after the paint, and the field renders once with the form's value.
    expect(renders).toEqual([]);
    await waitFor(() => expect(count(renders, 'beta')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(count(renders, 'alpha') + count(renders, 'gamma') + count(renders, 'delta')).toBe(0);
    expect(input('beta').value).toBe('b123');
    await act(async () => ref.current?.submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ alpha: 'a', beta: 'b123', gamma: 'c', delta: 'd' });
  });

  it('submits a change typed just before the submit (the pending change is flushed first)', async () => {
    const { input, onSubmit, ref } = setup();
    fireEvent.change(input('gamma'), { target: { value: 'typed' } });
    await act(async () => ref.current?.submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ gamma: 'typed' });
  });

  it('an emptied field reaches the form as empty and the input shows nothing', async () => {
    const { input, onSubmit, ref } = setup();
    fireEvent.change(input('delta'), { target: { value: '' } });
    fireEvent.blur(input('delta'));
    expect(input('delta').value).toBe('');
    await act(async () => ref.current?.submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].delta).toBeUndefined();
  });
});
