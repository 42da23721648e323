// @vitest-environment jsdom
import '../../../runtime/antd/test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../../../runtime/http/config.ts';
import { memoryStorage } from '../../../runtime/http/session-store.ts';
import { envelope, mockAdapter } from '../../../runtime/http/testing.ts';
import { RegistryProvider } from '../../../runtime/react/registry-context.tsx';
import { registry } from '../../generated/registry.ts';
import { initI18n } from '../i18n/index.ts';
import { createServices, ServicesProvider } from '../services.tsx';
import { DepartSwitchDialog } from './depart-switch-dialog.tsx';

afterEach(cleanup);

const departs = [
  { id: 'd1', departName: '北京分公司', departNameEn: 'Beijing branch', orgCode: 'A01' },
  { id: 'd2', departName: '上海分公司', departNameEn: 'Shanghai branch', orgCode: 'A02' },
];

function open(list: typeof departs, lang: 'zh-CN' | 'en' = 'zh-CN', current: string | null = list[0]?.orgCode ?? null) {
  const i18n = initI18n(lang);
  const services = createServices({
    config: DEFAULT_RUNTIME_CONFIG,
    registry,
    getLang: () => lang,
    storage: memoryStorage(),
  });
  services.session.setToken('tok');
  services.session.setUserInfo({ id: 'u1', username: 'zhang', realname: '张三' });
  const mock = mockAdapter((cfg) => {
    if (cfg.url === '/sys/user/getCurrentUserDeparts') return { data: envelope({ list, orgCode: current }) };
    if (cfg.url === '/sys/selectDepart') {
      const body = JSON.parse(cfg.data as string) as { orgCode: string };
      return { data: envelope({ userInfo: { id: 'u1', username: 'zhang', realname: '张三', orgCode: body.orgCode } }) };
    }
    return { status: 404, data: envelope(null, { success: false, message: 'nope' }) };
  });
  services.http.defaults.adapter = mock.adapter;
  let closed = 0;
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <App>
            <RegistryProvider registry={registry} dataProvider={services.dataProvider} lang={lang}>
              <DepartSwitchDialog open onClose={() => closed++} />
            </RegistryProvider>
          </App>
        </ConfigProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
  return { services, calls: mock.calls, closed: () => closed };
}

describe('DepartSwitchDialog', () => {
  it('warns and closes when the user has no department', async () => {
    const { closed } = open([]);
    await screen.findByText('您尚未设置部门信息!');
    expect(closed()).toBe(1);
    expect(screen.queryByText('部门切换')).toBeNull();
  });

  it('is titled with the current department in English, 450 wide', async () => {
    open(departs, 'en');
    await screen.findByText('Department switch (current department: Beijing branch)');
    const modal = document.querySelector('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('450px');
  });

  it('names the current department in the Chinese title too', async () => {
    open(departs, 'zh-CN');
    await screen.findByText('部门切换（当前部门：北京分公司）');
  });

  it('marks the field when confirming with nothing chosen, then switches', async () => {
    // No current department yet: nothing is preselected.
    const { services, calls, closed } = open(departs, 'zh-CN', null);
    await screen.findByText('部门切换');
    await act(async () => fireEvent.click(screen.getByText('确定')));
    await screen.findByText('请选择部门', { selector: '.ant-form-item-explain-error' });
    expect(document.querySelector('.ant-select-status-error')).toBeTruthy();
    expect(calls.some((c) => c.url === '/sys/selectDepart')).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('上海分公司'));
    await act(async () => fireEvent.click(screen.getByText('确定')));
    await waitFor(() => expect(closed()).toBe(1));
    const put = calls.find((c) => c.url === '/sys/selectDepart')!;
    expect(JSON.parse(put.data as string)).toEqual({ orgCode: 'A02', username: 'zhang' });
    expect(services.session.getUserInfo()?.orgCode).toBe('A02');
  });
});
