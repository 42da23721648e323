// @vitest-environment jsdom
import '../../../runtime/antd/test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../../../runtime/http/config.ts';
import { memoryStorage } from '../../../runtime/http/session-store.ts';
import { envelope, mockAdapter } from '../../../runtime/http/testing.ts';
import { RegistryProvider } from '../../../runtime/react/registry-context.tsx';
import { registry } from '../../generated/registry.ts';
import { createServices, ServicesProvider } from '../services.tsx';
import { DemoDataPanel, type DemoStatus } from './demo-data-panel.tsx';

afterEach(cleanup);

const idle: DemoStatus = { empty: true, canLoad: true, loading: false, progress: null, error: null, summary: null };

/** The panel against a fake server whose status answers come from `statuses` (the last one repeats). */
function mount(statuses: DemoStatus[], lang: 'zh-CN' | 'en' = 'zh-CN') {
  const services = createServices({
    config: DEFAULT_RUNTIME_CONFIG,
    registry,
    getLang: () => lang,
    storage: memoryStorage(),
  });
  services.session.setToken('tok');
  let i = 0;
  const mock = mockAdapter((cfg) => {
    if (cfg.url === '/sys/demo/status') return { data: envelope(statuses[Math.min(i++, statuses.length - 1)]) };
    if (cfg.url === '/sys/demo/load') return { data: envelope({ started: true }) };
    return { status: 404, data: envelope(null, { success: false, message: 'nope' }) };
  });
  services.http.defaults.adapter = mock.adapter;
  let loaded = 0;
  render(
    <ServicesProvider services={services}>
      <RegistryProvider registry={registry} dataProvider={services.dataProvider} lang={lang}>
        <DemoDataPanel onLoaded={() => loaded++} />
      </RegistryProvider>
    </ServicesProvider>,
  );
  return { calls: mock.calls, loaded: () => loaded };
}

describe('DemoDataPanel', () => {
  it('offers the load on an empty database, shows the progress, then reports and reloads once', async () => {
    const loading = { ...idle, empty: false, loading: true, progress: 'parcel orders: 500/6000' };
    const done = {
      ...idle,
      empty: false,
      summary: { counts: { wl_site: 64, wl_order: 4000 }, password: 'Demo1234pass', millis: 12_300 },
    };
    const { calls, loaded } = mount([idle, loading, done]);
    const button = await screen.findByRole('button', { name: '载入演示数据' });
    expect(screen.getByText('还没有业务数据')).toBeTruthy();
    await act(async () => fireEvent.click(button));
    await screen.findByText('parcel orders: 500/6000');
    await screen.findByText('演示数据已载入：4,064 条记录，用时 12.3 秒', {}, { timeout: 4000 });
    expect(screen.getByText(/Demo1234pass/)).toBeTruthy();
    expect(calls.filter((c) => c.url === '/sys/demo/load' && c.method === 'post')).toHaveLength(1);
    await waitFor(() => expect(loaded()).toBe(1));
  });

  it('tells a user without the code to ask an administrator (English)', async () => {
    mount([{ ...idle, canLoad: false }], 'en');
    await screen.findByText('Ask an administrator to load data.');
    expect(screen.queryByRole('button', { name: 'Load demo data' })).toBeNull();
  });

  it('shows nothing when the database holds data', async () => {
    const { calls } = mount([{ ...idle, empty: false }]);
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByText('还没有业务数据')).toBeNull();
  });
});
