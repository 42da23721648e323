// Test kit of this folder's widget tests: a registry with an integer and a string dictionary, a field
// builder, and `renderWidget` which mounts one rjsf widget the way the entity form does (field in
// ui:options, value held in state, formContext with reportError) and records every value it emits.
import { render } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { App, ConfigProvider } from 'antd';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { DataProvider } from '../../../core/data-provider.ts';
import type { FieldDef, Lang, Registry } from '../../../core/registry.ts';
import { RegistryProvider } from '../../../react/registry-context.tsx';
import { fieldDef, memoryProvider, testRegistry } from '../../../react/test-fixtures.tsx';

export const editorRegistry: Registry = {
  ...testRegistry,
  dicts: {
    ...testRegistry.dicts,
    fruit: {
      code: 'fruit',
      title: { zh: '水果', en: 'Fruit' },
      items: [
        { value: 'a', label: { zh: '苹果', en: 'Apple' }, color: 'red' },
        { value: 'b', label: { zh: '香蕉', en: 'Banana' }, color: 'gold' },
        { value: 'c', label: { zh: '樱桃', en: 'Cherry' } },
      ],
    },
  },
};

/** A string field named `name` (the runtime's fieldDef test builder). */
export const makeField = fieldDef;

/** jsdom has no layout: the text-range measures editors (ProseMirror, CodeMirror) ask for answer zeros. */
export function stubTextLayout(): void {
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) });
  Range.prototype.getBoundingClientRect = rect as never;
  Range.prototype.getClientRects = (() => ({
    length: 0,
    item: () => null,
    [Symbol.iterator]: [][Symbol.iterator],
  })) as never;
}

export interface RenderOptions {
  value?: unknown;
  lang?: Lang;
  provider?: DataProvider;
  /** Pass null to render without a form context (a widget used on its own). */
  reportError?: ((field: string, message: string | null) => void) | null;
  disabled?: boolean;
  schema?: Record<string, unknown>;
  placeholder?: string;
  fileUrl?: (path: string) => string;
  /** More ui:options next to `field` (e.g. refLabel). */
  uiOptions?: Record<string, unknown>;
}

export function TestProviders({
  children,
  lang = 'zh-CN',
  provider,
  fileUrl,
}: {
  children: ReactNode;
  lang?: Lang;
  provider: DataProvider;
  fileUrl?: (path: string) => string;
}) {
  return (
    <RegistryProvider registry={editorRegistry} dataProvider={provider} lang={lang} fileUrl={fileUrl}>
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <App>{children}</App>
      </ConfigProvider>
    </RegistryProvider>
  );
}

/** Mounts `Widget` for `field`; `emitted` lists every value passed to onChange, `reports` every reportError call. */
export function renderWidget(Widget: ComponentType<WidgetProps>, field: FieldDef, options: RenderOptions = {}) {
  const emitted: unknown[] = [];
  const reports: [string, string | null][] = [];
  const provider = options.provider ?? memoryProvider().provider;
  const reportError =
    options.reportError === null
      ? undefined
      : (options.reportError ??
        ((name: string, message: string | null) => {
          reports.push([name, message]);
        }));
  const schema = options.schema ?? { type: field.type, ...(field.format ? { format: field.format } : {}) };

  function Harness() {
    const [value, setValue] = useState<unknown>(options.value);
    const props = {
      id: `root_${field.name}`,
      name: field.name,
      label: field.name,
      schema,
      uiSchema: {},
      value,
      options: { ...options.uiOptions, field },
      required: field.required,
      disabled: options.disabled ?? false,
      readonly: false,
      autofocus: false,
      placeholder: options.placeholder ?? '',
      rawErrors: [],
      onChange: (v: unknown) => {
        emitted.push(v);
        setValue(v);
      },
      onBlur: () => undefined,
      onFocus: () => undefined,
      registry: { formContext: reportError ? { reportError } : {} },
    } as unknown as WidgetProps;
    return <Widget {...props} />;
  }

  const view = render(
    <TestProviders lang={options.lang} provider={provider} fileUrl={options.fileUrl}>
      <Harness />
    </TestProviders>,
  );
  return { ...view, emitted, reports, last: () => emitted.at(-1) };
}
