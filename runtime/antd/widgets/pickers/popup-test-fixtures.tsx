// The popup picker tests' world: a site_picker report answered by the in-memory provider's scripted
// platform calls (getRpColumns, getQueryInfo, getData over twelve sites with paging and sort), and an
// rjsf form (antd theme) holding the widget whose formContext.setFields writes other fields through
// the Form's setFieldValue, the hook the popup needs from runtime/antd/form.
import Form from '@rjsf/antd';
import type CoreForm from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo, useRef } from 'react';
import type { PlatformCall } from '../../../core/data-provider.ts';
import type { FieldDef, Lang } from '../../../core/registry.ts';
import { fieldDef, memoryProvider } from '../../../react/test-fixtures.tsx';
import { AntdProviders } from '../../test-providers.tsx';
import { PopupWidget } from './popup-widget.tsx';

export const API = '/online/cgreport/api';

export const SITES = Array.from({ length: 12 }, (_, i) => ({
  id: `r${i}`,
  siteName: `Site ${String(i).padStart(2, '0')}`,
  type: i % 2,
  personPhone: `1380000${String(i).padStart(4, '0')}`,
}));

export const COLUMNS = {
  cgRpConfigId: 'site_picker',
  cgRpConfigName: '选择网点',
  columns: [
    { dataIndex: 'siteName', title: '网点名称', sorter: true, sortOrder: 'ascend' },
    { dataIndex: 'type', title: '网点类型', customRender: 'site_type', sorter: true },
    { dataIndex: 'personPhone', title: '负责人电话', sorter: true },
  ],
  dictOptions: {
    site_type: [
      { value: 0, text: '公司' },
      { value: 1, text: '一级转运中心' },
    ],
  },
};

export const QUERY = [
  { field: 'siteName', title: '网点名称', mode: 'single', view: 'text' },
  { field: 'type', title: '网点类型', mode: 'single', view: 'list', dictCode: 'site_type' },
];

function page(call: PlatformCall) {
  const p = (call.params ?? {}) as Record<string, string | number>;
  const rows = [...SITES];
  if (p.column) {
    const c = String(p.column) as keyof (typeof SITES)[0];
    rows.sort((a, b) => String(a[c]).localeCompare(String(b[c])) * (p.order === 'desc' ? -1 : 1));
  }
  const size = Number(p.pageSize);
  const no = Number(p.pageNo);
  return { records: rows.slice((no - 1) * size, no * size), total: rows.length };
}

export function popupProvider(over: Record<string, unknown> = {}) {
  return memoryProvider([], {
    [`GET ${API}/getRpColumns/site_picker`]: COLUMNS,
    [`GET ${API}/getQueryInfo/site_picker`]: QUERY,
    [`GET ${API}/getData/site_picker`]: page,
    ...over,
  });
}

export type Mem = ReturnType<typeof popupProvider>;

export function popupField(options: Record<string, unknown>, extra: Partial<FieldDef> = {}): FieldDef {
  return fieldDef('siteName', {
    column: 'site_name',
    title: { zh: '网点', en: 'Site' },
    widget: 'popup',
    options,
    ...extra,
  });
}

export const requests = (mem: Mem, call: string) =>
  mem.calls
    .filter((c) => c.op === 'request' && (c.arg as PlatformCall).path.includes(call))
    .map((c) => c.arg as PlatformCall);

interface HarnessProps {
  mem: Mem;
  field: FieldDef;
  lang?: Lang;
  initial?: Record<string, unknown>;
  onData(data: Record<string, unknown>): void;
}

const SCHEMA: RJSFSchema = {
  type: 'object',
  properties: {
    siteName: { type: 'string' },
    parentId: { type: 'string' },
    siteId: { type: 'string' },
    sitePhone: { type: 'string' },
  },
};

/** A form with the popup widget on `field.name`; every change of the form data goes to onData. */
export function PopupHarness({ mem, field, lang, initial = {}, onData }: HarnessProps) {
  const form = useRef<CoreForm>(null);
  const formContext = useMemo(
    () => ({
      setFields: (values: Record<string, unknown>) => {
        for (const [k, v] of Object.entries(values)) form.current?.setFieldValue(k, v);
      },
    }),
    [],
  );
  const uiSchema: UiSchema = { [field.name]: { 'ui:widget': 'popup', 'ui:options': { field } } };
  return (
    <AntdProviders provider={mem.provider} lang={lang}>
      <Form
        ref={form}
        schema={SCHEMA}
        uiSchema={uiSchema}
        validator={validator}
        widgets={{ popup: PopupWidget }}
        formData={initial}
        formContext={formContext}
        onChange={(e) => onData(e.formData as Record<string, unknown>)}
      />
    </AntdProviders>
  );
}
