// @vitest-environment jsdom
// The editors inside the real entity form (rjsf + the widget registry): what a save sends, and the
// password confirmation keeping the form from submitting while the two inputs differ.
import '../../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityDef, Registry } from '../../../core/registry.ts';
import { RegistryProvider } from '../../../react/registry-context.tsx';
import { memoryProvider, siteEntity } from '../../../react/test-fixtures.tsx';
import { EntityForm, type EntityFormRef } from '../../form/entity-form.tsx';
import { buildFormSchema } from '../../form/form-schema.ts';
import { defaultWidgets } from '../index.ts';
import { editorRegistry, makeField } from './editor-test-kit.tsx';

afterEach(cleanup);

const entity: EntityDef = {
  ...siteEntity,
  name: 'zz_account',
  fields: [
    makeField('account', { title: { zh: '账号', en: 'Account' }, required: true }),
    makeField('password', {
      title: { zh: '密码', en: 'Password' },
      format: 'password',
      secret: true,
      options: { confirm: true },
    }),
    makeField('enabled', { title: { zh: '启用', en: 'Enabled' }, widget: 'switch' }),
    makeField('fruits', { title: { zh: '水果', en: 'Fruits' }, dict: 'fruit', widget: 'checkbox', multiple: true }),
    makeField('active', { title: { zh: '有效', en: 'Active' }, type: 'boolean', sqlType: 'boolean' }),
    makeField('kind', { title: { zh: '类型', en: 'Kind' }, type: 'integer', dict: 'site_type', widget: 'radio' }),
  ],
  schema: {
    type: 'object',
    properties: {
      account: { type: 'string', title: '账号' },
      password: { type: 'string', title: '密码', format: 'password' },
      enabled: { type: 'string', title: '启用' },
      fruits: { type: 'string', title: '水果' },
      active: { type: 'boolean', title: '有效' },
      kind: { type: 'integer', title: '类型' },
    },
    required: ['account'],
  },
};
const registry: Registry = { ...editorRegistry, entities: { zz_account: entity } };

function renderForm() {
  const onSubmit = vi.fn();
  const ref = createRef<EntityFormRef>();
  render(
    <RegistryProvider registry={registry} dataProvider={memoryProvider().provider} lang="zh-CN">
      <EntityForm
        formRef={ref}
        schemas={buildFormSchema(entity, 'create', 'zh-CN', defaultWidgets)}
        initialData={{}}
        lang="zh-CN"
        widgets={defaultWidgets}
        onSubmit={onSubmit}
      />
    </RegistryProvider>,
  );
  return { onSubmit, submit: () => act(async () => ref.current?.submit()) };
}

const byId = (id: string) => document.querySelector(`#${id}`) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('editors in the entity form', () => {
  it('blocks the submit while the passwords differ, then saves every editor value', async () => {
    const { onSubmit, submit } = renderForm();
    type(byId('root_account'), 'alice');
    fireEvent.click(screen.getByLabelText('一级转运中心'));
    fireEvent.click(screen.getByLabelText('苹果'));
    fireEvent.click(screen.getByLabelText('樱桃'));
    // a boolean field still gets rjsf's own checkbox, though the checkbox key now holds the dictionary group
    fireEvent.click(byId('root_active'));
    type(byId('root_password'), 'Secret#1');
    type(byId('root_password__confirm'), 'Secret#2');
    expect(await screen.findByText('两次输入的密码不一样！')).toBeTruthy();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();

    type(byId('root_password__confirm'), 'Secret#1');
    await waitFor(() => expect(screen.queryByText('两次输入的密码不一样！')).toBeNull());
    await submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        account: 'alice',
        password: 'Secret#1',
        enabled: 'N', // the switch emitted its off value on mount
        fruits: 'a,c',
        active: true,
        kind: 1,
      }),
    );
  });
});
