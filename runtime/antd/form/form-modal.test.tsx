// @vitest-environment jsdom
import '../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryProvider, wrapper } from '../../react/test-fixtures.tsx';
import { FormModal } from './form-modal.tsx';

afterEach(cleanup);

function open(mem: ReturnType<typeof memoryProvider>, id?: string, lang: 'zh-CN' | 'en' = 'zh-CN') {
  const onSaved = vi.fn();
  const Wrapper = wrapper(mem.provider, { lang });
  render(
    <Wrapper>
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <FormModal entityName="wl_site" id={id} open onClose={() => undefined} onSaved={onSaved} />
      </ConfigProvider>
    </Wrapper>,
  );
  return onSaved;
}

const ok = () => act(async () => fireEvent.click(screen.getByText('确定')));

describe('FormModal', () => {
  it('validates on the client with the spec messages, then creates', async () => {
    const mem = memoryProvider();
    const onSaved = open(mem);
    expect(screen.getByText('新增网点')).toBeTruthy();
    const name = screen.getByLabelText('网点名称');
    const phone = screen.getByLabelText('负责人电话');
    fireEvent.change(phone, { target: { value: '123' } });
    await ok();
    expect(screen.getAllByText('必填项不能为空')).toHaveLength(2);
    expect(screen.getByText('请输入正确手机号')).toBeTruthy();
    expect(mem.calls.some((c) => c.op === 'create')).toBe(false);

    fireEvent.change(name, { target: { value: 'North' } });
    fireEvent.change(phone, { target: { value: '13800138000' } });
    fireEvent.mouseDown(screen.getByLabelText('网点类型'));
    fireEvent.click(await screen.findByTitle('一级转运中心'));
    await ok();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mem.calls.find((c) => c.op === 'create')?.arg).toEqual({
      siteName: 'North',
      type: 1,
      personPhone: '13800138000',
      fee: 0,
    });
  });

  it('edits with the version and shows a conflict', async () => {
    const mem = memoryProvider([{ id: 's1', version: 3, siteName: 'Old', type: 0 }]);
    open(mem, 's1', 'en');
    expect(await screen.findByDisplayValue('Old')).toBeTruthy();
    expect(screen.getByText('Edit Site')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    mem.failWith(Object.assign(new Error('stale version'), { status: 409 }));
    await act(async () => fireEvent.click(screen.getByText('OK')));
    await screen.findByText('This record was changed by someone else. Reload it and save again.');
    expect(mem.calls.find((c) => c.op === 'update')?.arg).toMatchObject({ id: 's1', version: 3, siteName: 'Old' });
  });
});
