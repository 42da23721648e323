// @vitest-environment jsdom
import '../../../../runtime/antd/test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider, theme } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../../runtime/http/session-store.ts';
import { initI18n } from '../../i18n/index.ts';
import { SETTINGS_STORAGE_KEY } from './layout-settings.ts';
import { LayoutSettingsProvider, useLayoutSettings } from './settings-context.tsx';
import { SettingsDrawer } from './settings-drawer.tsx';
import { useThemeChange } from './use-theme-change.ts';

afterEach(cleanup);

/** Shows the primary colour antd derives from the provider's settings. */
function Probe() {
  const { token } = theme.useToken();
  const change = useThemeChange();
  return (
    <>
      <output data-testid="primary">{token.colorPrimary}</output>
      <button onClick={() => void change('#zzz')}>bad colour</button>
    </>
  );
}

function Themed() {
  const { settings } = useLayoutSettings();
  return (
    <ConfigProvider theme={{ token: { colorPrimary: settings.primaryColor } }}>
      <App>
        <SettingsDrawer />
        <Probe />
      </App>
    </ConfigProvider>
  );
}

function renderShell(storage = memoryStorage(), reload = vi.fn()) {
  render(
    <I18nextProvider i18n={initI18n('zh-CN')}>
      <LayoutSettingsProvider storage={storage} reload={reload}>
        <Themed />
      </LayoutSettingsProvider>
    </I18nextProvider>,
  );
  return { storage, reload };
}

const stored = (storage: Storage) =>
  JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as Record<string, unknown>;

describe('settings drawer', () => {
  it('applies a theme colour through the antd tokens with 正在编译主题！ and stores it', async () => {
    const { storage } = renderShell();
    expect(screen.getByTestId('primary').textContent?.toLowerCase()).toBe('#1890ff');
    fireEvent.click(screen.getByRole('button', { name: '系统设置' }));
    fireEvent.click(await screen.findByRole('radio', { name: '酱紫' }));
    await screen.findByText('正在编译主题！');
    await waitFor(() => expect(screen.getByTestId('primary').textContent?.toLowerCase()).toBe('#722ed1'));
    expect(stored(storage).primaryColor).toBe('#722ED1');
    expect(screen.getByRole('radio', { name: '酱紫' }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows the failure text and keeps the theme when a colour cannot be applied', async () => {
    const { storage } = renderShell();
    fireEvent.click(screen.getByText('bad colour'));
    await screen.findByText('主题更新失败');
    expect(screen.getByTestId('primary').textContent?.toLowerCase()).toBe('#1890ff');
    expect(storage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
  });

  it('saves switches, disables what does not apply, and reloads when multi-tab mode changes', async () => {
    const { storage, reload } = renderShell();
    fireEvent.click(screen.getByRole('button', { name: '系统设置' }));
    const hide = await screen.findByRole('switch', { name: '下滑时隐藏 Header' });
    expect((hide as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: '固定 Header' }));
    expect(stored(storage).fixedHeader).toBe(true);
    expect((screen.getByRole('switch', { name: '下滑时隐藏 Header' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: '色弱模式' }));
    expect(stored(storage).colorWeak).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: '多页签模式' })));
    expect(stored(storage).multipage).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
