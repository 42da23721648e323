// @vitest-environment jsdom
// The auth pages against a mocked server: the captcha image and its refresh, the phone tab, the
// must-change-password redirect, registration's confirmation check, and the change-password dialog.
import '../../../runtime/antd/test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, mockAdapter, type MockReply } from '../../../runtime/http/testing.ts';
import { registry } from '../../generated/registry.ts';
import { Root } from '../root.tsx';
import { appRoutes } from '../routes/app-routes.tsx';
import { testServices } from '../test-services.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';

afterEach(cleanup);

const IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';
type Handler = (cfg: InternalAxiosRequestConfig) => MockReply | undefined;
const notFound = { status: 404, data: envelope(null, { success: false, message: 'nope' }) };

function boot(url: string, handler: Handler, signedIn?: Record<string, unknown>) {
  const { i18n, services } = testServices();
  if (signedIn) {
    services.session.setToken('tok');
    services.session.setUserInfo({ id: 'u1', username: 'admin', realname: 'A', ...signedIn });
  }
  const mock = mockAdapter((cfg) => handler(cfg) ?? notFound);
  services.http.defaults.adapter = mock.adapter;
  const router = createMemoryRouter(appRoutes(registry), { initialEntries: [url] });
  render(<Root i18n={i18n} services={services} registry={registry} router={router} />);
  return { services, router, calls: mock.calls };
}

const path = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.pathname;
const body = (cfg: InternalAxiosRequestConfig) => JSON.parse(cfg.data as string) as Record<string, unknown>;

describe('auth pages', () => {
  it('shows the captcha, draws a new one under a new key on click, and sends it with the sign-in', async () => {
    const { calls } = boot('/user/login', (cfg) => {
      if (cfg.url?.startsWith('/sys/randomImage/')) return { data: envelope(IMAGE) };
      if (cfg.url === '/sys/login')
        return { status: 400, data: envelope(null, { success: false, message: '验证码错误' }) };
    });
    const img = await screen.findByAltText('看不清？换一张');
    expect(img.getAttribute('src')).toBe(IMAGE);
    const keys = () => calls.filter((c) => c.url?.startsWith('/sys/randomImage/')).map((c) => c.url);
    await waitFor(() => expect(keys()).toHaveLength(1));
    fireEvent.click(img);
    await waitFor(() => expect(keys()).toHaveLength(2));
    expect(keys()[0]).not.toBe(keys()[1]);

    fireEvent.change(screen.getByPlaceholderText('请输入用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'x' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录' })));
    expect(await screen.findByText('请输入验证码', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('请输入验证码'), { target: { value: 'ab12' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录' })));
    await screen.findByText('验证码错误');
    const sent = body(calls.find((c) => c.url === '/sys/login')!);
    expect(sent).toMatchObject({ username: 'admin', captcha: 'ab12' });
    expect(keys()[1]).toBe(`/sys/randomImage/${String(sent.checkKey)}`);
    // The failed try used the code up: a third image is loaded.
    await waitFor(() => expect(keys()).toHaveLength(3));
  });

  it('hides the captcha when the server does not require one, and offers the phone tab with a countdown', async () => {
    const { calls } = boot('/user/login', (cfg) => {
      if (cfg.url?.startsWith('/sys/randomImage/')) return { data: envelope({ required: false }) };
      if (cfg.url === '/sys/sms') return { data: envelope(null, { message: '短信验证码已发送' }) };
    });
    await screen.findByPlaceholderText('请输入用户名');
    await waitFor(() => expect(calls.some((c) => c.url?.startsWith('/sys/randomImage/'))).toBe(true));
    expect(screen.queryByAltText('看不清？换一张')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
    const send = await screen.findByRole('button', { name: '获取验证码' });
    fireEvent.click(send);
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('手机号'), { target: { value: '13800000001' } });
    await act(async () => fireEvent.click(send));
    expect(await screen.findByRole('button', { name: /60 秒后重发/ })).toBeTruthy();
    expect(body(calls.find((c) => c.url === '/sys/sms')!)).toEqual({ mobile: '13800000001', smsmode: '0' });
  });

  it('sends a user whose password was reset to /user/alteration', async () => {
    const { router } = boot('/wl/site', () => undefined, { mustChangePassword: true });
    await waitFor(() => expect(path(router)).toBe('/user/alteration'));
    expect(await screen.findByText('您的密码已被重置，请先设置新密码。')).toBeTruthy();
  });

  it('register: the confirmation must match (两次输入的密码不一样！)', async () => {
    const { router, calls } = boot('/user/register', (cfg) =>
      cfg.url === '/sys/user/register' ? { data: envelope({ id: 'n1', username: 'newbie' }) } : undefined,
    );
    fireEvent.change(await screen.findByPlaceholderText('请输入用户名'), { target: { value: 'newbie' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'Newbie2026' } });
    fireEvent.change(screen.getByPlaceholderText('确认密码'), { target: { value: 'Newbie2027' } });
    fireEvent.change(screen.getByPlaceholderText('手机号'), { target: { value: '15800000002' } });
    fireEvent.change(screen.getByPlaceholderText('短信验证码'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '注册' })));
    expect(await screen.findByText('两次输入的密码不一样！')).toBeTruthy();
    expect(calls.some((c) => c.url === '/sys/user/register')).toBe(false);
    fireEvent.change(screen.getByPlaceholderText('确认密码'), { target: { value: 'Newbie2026' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '注册' })));
    await waitFor(() => expect(path(router)).toBe('/user/register-result'));
    expect(await screen.findByText('你的账户：newbie 注册成功')).toBeTruthy();
  });
});

describe('change-password dialog', () => {
  it('is 800 wide, requires all three fields, checks the confirmation, then calls updatePassword', async () => {
    const { i18n, services } = testServices();
    services.session.setToken('tok');
    const mock = mockAdapter((cfg) =>
      cfg.url === '/sys/user/updatePassword'
        ? { data: envelope(null, { message: '密码修改成功，请重新登录！' }) }
        : notFound,
    );
    services.http.defaults.adapter = mock.adapter;
    let changed = 0;
    const router = createMemoryRouter([
      {
        path: '/',
        element: <ChangePasswordModal open username="admin" onClose={() => undefined} onChanged={() => changed++} />,
      },
    ]);
    render(<Root i18n={i18n} services={services} registry={registry} router={router} />);
    const dialog = await screen.findByRole('dialog');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('800px');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    expect(await screen.findByText('旧密码不能为空')).toBeTruthy();
    expect(screen.getByText('新密码不能为空')).toBeTruthy();
    expect(screen.getByText('确认密码不能为空')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('旧密码'), { target: { value: 'Old12345' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'New12345' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'New12346' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    expect(await screen.findByText('确认密码与新密码输入不一致')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'New12345' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    await waitFor(() => expect(changed).toBe(1));
    const call = mock.calls.find((c) => c.url === '/sys/user/updatePassword')!;
    expect(JSON.parse(call.data as string)).toEqual({
      username: 'admin',
      oldpassword: 'Old12345',
      password: 'New12345',
      confirmpassword: 'New12345',
    });
    expect(services.session.getToken()).toBeNull();
  });
});
