// A transition that verifies a field (a pickup code) asks for it in an empty text input with a hint,
// requires it before sending, and sends it with the action; a wrong code's refusal stays in the dialog.
// @vitest-environment jsdom
import '../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityDef, FieldDef } from '../../core/registry.ts';
import { fieldDef, memoryProvider } from '../../react/test-fixtures.tsx';
import type { AllowedTransition } from '../../react/use-workflow.ts';
import { AntdProviders } from '../test-providers.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { orderEntity, workflowRegistry } from './workflow-test-kit.tsx';

afterEach(cleanup);

const code: FieldDef = fieldDef('pickupCode', { title: { zh: '提货码', en: 'Pickup code' }, maxLength: 16 });
const entity: EntityDef = { ...orderEntity, fields: [...orderEntity.fields, code] };
const transition: AllowedTransition = {
  transition: { name: 'applyLoading', from: [30], to: 35, verifies: ['pickupCode'] },
  name: 'applyLoading',
  title: '申请装货',
  code: 'wl:order:applyLoading',
  disabled: false,
  requires: [],
  verifies: ['pickupCode'],
};

function open(onRun: (values: Record<string, unknown>) => Promise<unknown>, lang: 'zh-CN' | 'en' = 'zh-CN') {
  const onClose = vi.fn();
  render(
    <AntdProviders
      provider={memoryProvider([]).provider}
      registry={{ ...workflowRegistry, entities: { wl_order: entity } }}
      lang={lang}
    >
      <ActionDialog
        entity={entity}
        row={{ id: 'o1', pickupCode: '123456' }}
        transition={transition}
        onRun={onRun}
        onClose={onClose}
      />
    </AntdProviders>,
  );
  return onClose;
}

const dialog = () => document.querySelector('.ant-modal') as HTMLElement;

describe('a transition that verifies a field', () => {
  it('asks for the code empty (never the stored one), with a hint, and requires it', async () => {
    const onRun = vi.fn(async (_values: Record<string, unknown>) => undefined);
    open(onRun);
    await screen.findByText('提货码');
    expect(screen.getByText('输入对方告知的提货码，与订单上的一致才能执行')).toBeTruthy();
    expect(screen.queryByText(/确定执行/)).toBeNull();
    const input = within(dialog()).getByRole('textbox', { name: '提货码' }) as HTMLInputElement;
    expect(input.value).toBe('');
    await act(async () => fireEvent.click(within(dialog()).getByText('确定')));
    await screen.findByText('提货码不能为空');
    expect(onRun).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '654321' } });
    await act(async () => fireEvent.click(within(dialog()).getByText('确定')));
    await waitFor(() => expect(onRun).toHaveBeenCalledTimes(1));
    expect(onRun.mock.calls[0][0]).toMatchObject({ pickupCode: '654321' });
  });

  it("keeps the dialog open with the server's message when the code is wrong", async () => {
    const message = 'The pickup code does not match; check it and type it again';
    const onClose = open(async () => Promise.reject(Object.assign(new Error(message), { status: 400 })), 'en');
    const input = (await within(dialog()).findByRole('textbox', { name: 'Pickup code' })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '000000' } });
    await act(async () => fireEvent.click(within(dialog()).getByText('OK')));
    await screen.findByText(message);
    expect(onClose).not.toHaveBeenCalled();
  });
});
