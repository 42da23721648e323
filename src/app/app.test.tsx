// @vitest-environment jsdom
import '../../runtime/antd/test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../../runtime/http/config.ts';
import { memoryStorage } from '../../runtime/http/session-store.ts';
import { envelope, mockAdapter } from '../../runtime/http/testing.ts';
import { registry } from '../generated/registry.ts';
import { initI18n, switchLang } from './i18n/index.ts';
import { Root } from './root.tsx';
import { appRoutes } from './routes/app-routes.tsx';
import { createServices } from './services.tsx';

afterEach(cleanup);

const page = {
  records: [{ id: 's1', version: 1, siteName: '北京总部', type: 0 }],
  total: 1,
  size: 10,
  current: 1,
  pages: 1,
};

function boot(url: string, { signedIn = false } = {}) {
  const i18n = initI18n('zh-CN');
  const services = createServices({
    config: DEFAULT_RUNTIME_CONFIG,
    registry,
    getLang: () => i18n.language,
    storage: memoryStorage(),
  });
  if (signedIn) services.session.setToken('tok');
  const mock = mockAdapter((cfg) => {
    if (cfg.url === '/sys/login') {
      const body = JSON.parse(cfg.data as string) as { password: string };
      return body.password === 'right'
        ? { data: envelope({ token: 't1', userInfo: { id: 'u1', username: 'admin', realname: '管理员' } }) }
        : { status: 400, data: envelope(null, { success: false, message: '用户名或密码错误', code: 400 }) };
    }
    if (cfg.url?.endsWith('/list')) return { data: envelope(page) };
    return { status: 404, data: envelope(null, { success: false, message: 'nope' }) };
  });
  services.http.defaults.adapter = mock.adapter;
  const router = createMemoryRouter(appRoutes(registry), { initialEntries: [url] });
  render(<Root i18n={i18n} services={services} registry={registry} router={router} />);
  return { i18n, services, router, calls: mock.calls };
}

const path = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;

describe('app', () => {
  it('sends a visitor to sign-in, shows a failed sign-in, then returns to the wanted page', async () => {
    const { router, calls } = boot('/wl/site');
    const username = await screen.findByPlaceholderText('请输入用户名');
    expect(path(router)).toBe('/user/login?redirect=%2Fwl%2Fsite');
    expect(document.title).toBe('登录 · 物流管理平台');
    fireEvent.change(username, { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'wrong' } });
    await act(async () => fireEvent.click(screen.getByText('登录')));
    await screen.findByText('用户名或密码错误');

    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'right' } });
    await act(async () => fireEvent.click(screen.getByText('登录')));
    await screen.findByText('北京总部', {}, { timeout: 5000 });
    expect(path(router)).toBe('/wl/site');
    await waitFor(() => expect(document.title).toBe('网点管理 · 物流管理平台'));
    const list = calls.find((c) => c.url === '/wl/site/list')!;
    expect(list.headers.get('X-Access-Token')).toBe('t1');
    expect(list.params).toMatchObject({ pageNo: '1', pageSize: '10', column: 'createTime', order: 'desc' });
  });

  it('routes / to the dashboard with real counts, and a signed-in user away from sign-in', async () => {
    const { router, i18n } = boot('/', { signedIn: true });
    await screen.findByText('网点管理', { selector: '.ant-statistic-title' }, { timeout: 5000 });
    expect(path(router)).toBe('/dashboard/analysis');
    await waitFor(() => expect(document.title).toBe('物流管理平台'));
    await act(() => router.navigate('/user/login'));
    expect(path(router)).toBe('/dashboard/analysis');
    await act(() => switchLang(i18n, 'en'));
    await screen.findByText('Sites', { selector: '.ant-statistic-title' });
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('sends unknown paths to the 404 page', async () => {
    const { router } = boot('/no/such/page', { signedIn: true });
    await screen.findByText('抱歉，您访问的页面不存在。');
    expect(path(router)).toBe('/404');
  });
});
