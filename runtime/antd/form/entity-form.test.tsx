// @vitest-environment jsdom
import '../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { createRef, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformCall } from '../../core/data-provider.ts';
import type { EntityDef, FieldDef, Registry } from '../../core/registry.ts';
import { RegistryProvider } from '../../react/registry-context.tsx';
import { memoryProvider, siteEntity, testRegistry, type PlatformAnswers } from '../../react/test-fixtures.tsx';
import { defaultWidgets } from '../widgets/index.ts';
import { EntityForm, type EntityFormRef } from './entity-form.tsx';
import { entityFormContext } from './form-context.ts';
import { buildFormSchema } from './form-schema.ts';

afterEach(cleanup);

const TAKEN = '该值不可用，系统中已存在！';

function field(name: string, zh: string, extra: Partial<FieldDef> = {}): FieldDef {
  return { ...siteEntity.fields[0], name, column: name, title: { zh, en: name }, required: false, ...extra };
}

/** wl_site with a unique name, a check-rule code, a long remark, a narrow memo and a reporting widget. */
const entity: EntityDef = {
  ...siteEntity,
  unique: [['siteName'], ['siteName', 'code']],
  form: { columns: 3 },
  fields: [
    ...siteEntity.fields.filter((f) => ['siteName', 'personPhone'].includes(f.name)),
    field('code', '工号', { checkRule: 'emp_no' }),
    field('remark', '备注', { format: 'textarea' }),
    field('memo', '摘记', { options: { span: 6 } }),
    field('confirm', '确认', { widget: 'reporter' }),
    field('filler', '填充', { widget: 'filler' }),
  ],
  schema: {
    type: 'object',
    properties: {
      siteName: { type: 'string', title: '网点名称', maxLength: 64 },
      personPhone: { type: 'string', title: '负责人电话', format: 'mobile' },
      code: { type: 'string', title: '工号' },
      remark: { type: 'string', title: '备注', format: 'textarea' },
      memo: { type: 'string', title: '摘记' },
      confirm: { type: 'string', title: '确认' },
      filler: { type: 'string', title: '填充' },
    },
    required: ['siteName'],
  },
};
const registry: Registry = { ...testRegistry, entities: { wl_site: entity } };

/** Writes another field through formContext.setFields, as the popup picker does with its targets. */
function FillerWidget(props: WidgetProps) {
  const setFields = entityFormContext(props)?.setFields;
  return (
    <button type="button" onClick={() => setFields?.({ siteName: 'Filled', code: 'AB1234' })}>
      fill
    </button>
  );
}

/** A widget that reports 两次输入的密码不一样！ while its value is "bad" (like the password confirmation). */
function ReporterWidget(props: WidgetProps) {
  const report = entityFormContext(props)?.reportError;
  useEffect(() => report?.(props.name, props.value === 'bad' ? '两次输入的密码不一样！' : null), [report, props]);
  return (
    <input aria-label="确认" value={(props.value as string) ?? ''} onChange={(e) => props.onChange(e.target.value)} />
  );
}

const widgets = { ...defaultWidgets, reporter: ReporterWidget, filler: FillerWidget };

function renderForm(
  answers: PlatformAnswers,
  options: { dataId?: string; serverErrors?: Record<string, string> } = {},
) {
  const mem = memoryProvider([], answers);
  const onSubmit = vi.fn();
  const ref = createRef<EntityFormRef>();
  const schemas = buildFormSchema(entity, options.dataId ? 'edit' : 'create', 'zh-CN', widgets);
  render(
    <RegistryProvider registry={registry} dataProvider={mem.provider} lang="zh-CN">
      <EntityForm
        formRef={ref}
        schemas={schemas}
        initialData={options.dataId ? { id: options.dataId, version: 1 } : {}}
        lang="zh-CN"
        widgets={widgets}
        dataId={options.dataId}
        serverErrors={options.serverErrors}
        onSubmit={onSubmit}
      />
    </RegistryProvider>,
  );
  const requests = () => mem.calls.filter((c) => c.op === 'request').map((c) => c.arg as PlatformCall);
  const submit = () => act(async () => ref.current?.submit());
  return { onSubmit, requests, submit };
}

/** A server answer with success false, as the HTTP layer rejects it (status 200, the server's message). */
const refuse = (message: string) => () => {
  throw Object.assign(new Error(message), { status: 200, serverMessage: message });
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('duplicate check as the user types', () => {
  it('asks /sys/duplicate/check once the typing pauses and puts the server message on the field', async () => {
    const { onSubmit, requests, submit } = renderForm({
      'GET /sys/duplicate/check': (call: PlatformCall) => (call.params?.fieldVal === 'North' ? refuse(TAKEN)() : true),
    });
    type('网点名称', 'N');
    type('网点名称', 'No');
    type('网点名称', 'North');
    expect(await screen.findByText(TAKEN, {}, { timeout: 2000 })).toBeTruthy();
    // One call for the value the typing paused on; the group of two fields is not checked here.
    expect(requests()).toEqual([
      {
        method: 'GET',
        path: '/sys/duplicate/check',
        params: { tableName: 'wl_site', fieldName: 'siteName', fieldVal: 'North' },
      },
    ]);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();

    type('网点名称', 'South');
    await waitFor(() => expect(screen.queryByText(TAKEN)).toBeNull());
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ siteName: 'South' }));
    expect(requests().map((c) => c.params?.fieldVal)).toEqual(['North', 'South']);
  });

  it('sends the record id when editing and runs a pending check before it submits', async () => {
    const { onSubmit, requests, submit } = renderForm({ 'GET /sys/duplicate/check': refuse(TAKEN) }, { dataId: 'r1' });
    type('网点名称', 'Taken');
    await submit(); // before the pause: the check runs now and stops the submit
    expect(await screen.findByText(TAKEN)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(requests()[0].params).toEqual({
      tableName: 'wl_site',
      fieldName: 'siteName',
      fieldVal: 'Taken',
      dataId: 'r1',
    });
  });

  it('does not check an empty value, and a failed call does not block the form', async () => {
    const { onSubmit, requests, submit } = renderForm({}); // no scripted answer: the call fails with 404
    type('网点名称', 'x');
    type('网点名称', '');
    await new Promise((r) => setTimeout(r, 700));
    expect(requests()).toEqual([]);
    type('网点名称', 'Free');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ siteName: 'Free' }));
    expect(requests()).toHaveLength(1);
  });
});

describe('check rule as the user types', () => {
  it('asks /sys/checkRule/checkByCode with the rule code and value, and blocks the submit on failure', async () => {
    const { onSubmit, requests, submit } = renderForm({
      'GET /sys/checkRule/checkByCode': (call: PlatformCall) =>
        /^[A-Z]{2}\d{4}$/.test(String(call.params?.value)) ? null : refuse('前两位必须是大写字母')(),
      'GET /sys/duplicate/check': true,
    });
    type('网点名称', 'North');
    type('工号', 'ab12');
    expect(await screen.findByText('前两位必须是大写字母', {}, { timeout: 2000 })).toBeTruthy();
    const ruleCalls = () => requests().filter((c) => c.path === '/sys/checkRule/checkByCode');
    expect(ruleCalls()).toEqual([
      { method: 'GET', path: '/sys/checkRule/checkByCode', params: { ruleCode: 'emp_no', value: 'ab12' } },
    ]);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    type('工号', 'AB1234');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ siteName: 'North', code: 'AB1234' }));
    expect(screen.queryByText('前两位必须是大写字母')).toBeNull();
  });
});

describe('widget error channel', () => {
  it('shows what a widget reports under its field and blocks the submit until it is cleared', async () => {
    const { onSubmit, submit } = renderForm({ 'GET /sys/duplicate/check': true });
    type('网点名称', 'North');
    type('确认', 'bad');
    expect(await screen.findByText('两次输入的密码不一样！')).toBeTruthy();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    // Shown once under the field.
    expect(screen.getAllByText('两次输入的密码不一样！')).toHaveLength(1);
    type('确认', 'good');
    await waitFor(() => expect(screen.queryByText('两次输入的密码不一样！')).toBeNull());
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ siteName: 'North', confirm: 'good' }));
  });

  it('lets a widget write other fields with setFields', async () => {
    const { onSubmit, submit } = renderForm({
      'GET /sys/duplicate/check': true,
      'GET /sys/checkRule/checkByCode': null,
    });
    fireEvent.click(screen.getByText('fill'));
    expect(await screen.findByDisplayValue('Filled')).toBeTruthy();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ siteName: 'Filled', code: 'AB1234' }));
  });

  it('keeps the server errors on their fields', () => {
    renderForm({}, { serverErrors: { siteName: '网点名称 "North" 已存在' } });
    expect(screen.getByText('网点名称 "North" 已存在')).toBeTruthy();
  });
});

describe('grid layout', () => {
  it('puts entity.form.columns fields per row, long inputs on a whole row and x-options.span first', () => {
    renderForm({});
    const span = (name: string) => document.querySelector(`[data-field="${name}"]`)?.className ?? '';
    expect(span('siteName')).toContain('ant-col-8');
    expect(span('personPhone')).toContain('ant-col-8');
    expect(span('remark')).toContain('ant-col-24');
    expect(span('memo')).toContain('ant-col-6');
  });
});
