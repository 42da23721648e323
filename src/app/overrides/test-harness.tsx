// Renders a piece of the app with its real providers over a scripted axios adapter (unit tests of the
// overrides and pages).
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { DEFAULT_RUNTIME_CONFIG } from '../../../runtime/http/config.ts';
import { memoryStorage } from '../../../runtime/http/session-store.ts';
import { envelope, mockAdapter, type MockReply } from '../../../runtime/http/testing.ts';
import { RegistryProvider } from '../../../runtime/react/registry-context.tsx';
import { registry } from '../../generated/registry.ts';
import { initI18n } from '../i18n/index.ts';
import { createServices, ServicesProvider } from '../services.tsx';

export { envelope };

export function renderApp(
  node: ReactNode,
  handler: (cfg: InternalAxiosRequestConfig) => MockReply | undefined,
  lang: 'zh-CN' | 'en' = 'zh-CN',
) {
  const i18n = initI18n(lang);
  const services = createServices({
    config: DEFAULT_RUNTIME_CONFIG,
    registry,
    getLang: () => lang,
    storage: memoryStorage(),
  });
  services.session.setToken('tok');
  const mock = mockAdapter(
    (cfg) => handler(cfg) ?? { status: 404, data: envelope(null, { success: false, message: `no ${cfg.url}` }) },
  );
  services.http.defaults.adapter = mock.adapter;
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <App>
            <MemoryRouter>
              <RegistryProvider registry={registry} dataProvider={services.dataProvider} lang={lang}>
                {node}
              </RegistryProvider>
            </MemoryRouter>
          </App>
        </ConfigProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
  return { services, calls: mock.calls };
}

/** The JSON body of the last call to `url`. */
export function lastBody(calls: InternalAxiosRequestConfig[], url: string): Record<string, unknown> | undefined {
  const call = calls.filter((c) => c.url === url).at(-1);
  return call ? (JSON.parse(call.data as string) as Record<string, unknown>) : undefined;
}
