// @vitest-environment jsdom
import '../../runtime/antd/test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, mockAdapter } from '../../runtime/http/testing.ts';
import { registry } from '../generated/registry.ts';
import { switchLang } from './i18n/index.ts';
import { Root } from './root.tsx';
import { appRoutes } from './routes/app-routes.tsx';
import { testServices } from './test-services.ts';

afterEach(cleanup);

const page = {
  records: [{ id: 's1', version: 1, siteName: '北京总部', type: 0 }],
  total: 1,
  size: 10,
  current: 1,
  pages: 1,
};

const menuItem = (id: string, path: string, title: string, titleEn: string, component: string) => ({
  id,
  path,
  name: id,
  component,
  meta: { title, titleEn, icon: null, permission: null },
  hidden: false,
});

let permissions: unknown;
const fullPermissions = {
  menu: [
    menuItem('home', '/dashboard/analysis', '首页', 'Home', 'page:analysis'),
    {
      ...menuItem('basic', '/wl/basic', '基础资料', 'Basic data', 'layouts/RouteView'),
      children: [menuItem('site', '/wl/site', '网点管理', 'Sites', 'entity:wl_site')],
    },
  ],
  auth: [{ action: 'wl:site:add', type: '1', describe: 'add' }],
  allAuth: ['add', 'edit', 'delete', 'deleteBatch'].map((op) => ({ action: `wl:site:${op}`, type: '1', status: '1' })),
  sysSafeMode: false,
};

function boot(url: string, { signedIn = false, perms = fullPermissions as unknown } = {}) {
  permissions = perms;
  const { i18n, services } = testServices();
  if (signedIn) services.session.setToken('tok');
  const mock = mockAdapter((cfg) => {
    if (cfg.url === '/sys/login') {
      const body = JSON.parse(cfg.data as string) as { password: string };
      return body.password === 'right'
        ? { data: envelope({ token: 't1', userInfo: { id: 'u1', username: 'admin', realname: '管理员' } }) }
        : { status: 400, data: envelope(null, { success: false, message: '用户名或密码错误', code: 400 }) };
    }
    if (cfg.url === '/sys/permission/getUserPermissionByToken') {
      return permissions === null
        ? { status: 500, data: envelope(null, { success: false, message: 'boom', code: 500 }) }
        : { data: envelope(permissions) };
    }
    if (cfg.url?.endsWith('/list') || cfg.url?.endsWith('/rootList')) return { data: envelope(page) };
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
    await screen.findByText('北京总部', {}, { timeout: 15_000 });
    expect(path(router)).toBe('/wl/site');
    await waitFor(() => expect(document.title).toBe('网点管理 · 物流管理平台'));
    // wl_site is a tree: without filters the list shows its roots.
    const list = calls.find((c) => c.url === '/wl/site/rootList')!;
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

  it('builds the menu from the permission call and guards buttons and paths', async () => {
    const { router } = boot('/wl/site', { signedIn: true });
    await screen.findByText('北京总部', {}, { timeout: 15_000 });
    const menu = document.querySelector('.ant-menu') as HTMLElement;
    expect(menu.textContent).toContain('首页');
    expect(menu.textContent).toContain('网点管理');
    expect(menu.textContent).not.toContain('车辆管理');
    expect(screen.getByText('新增')).toBeTruthy();
    expect(screen.queryByText('批量删除')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    await act(() => router.navigate('/wl/vehicle'));
    await screen.findByText('抱歉，您无权访问此页面。');
  });

  it('shows the spec error for an empty menu', async () => {
    boot('/wl/site', { signedIn: true, perms: { menu: [], auth: [], allAuth: [] } });
    await screen.findByText('getPermissionList: permissions must be a non-null array !');
  });

  it('signs out when the permission call fails', async () => {
    const { router, services } = boot('/wl/site', { signedIn: true, perms: null });
    await screen.findByPlaceholderText('请输入用户名', {}, { timeout: 5000 });
    expect(path(router)).toBe('/user/login?redirect=%2Fwl%2Fsite');
    expect(services.session.getToken()).toBeNull();
  });
});
