// The runtime context of the antd tests: runtime/react's test `Providers` (registry, provider,
// language, file URLs, optional router) around antd's <App> (message, modal) with buttons whose
// two-character labels keep no inserted space, so tests can find 确定 / 取消 by their text.
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import type { DataProvider } from '../core/data-provider.ts';
import { Providers, type ProviderOptions } from '../react/test-fixtures.tsx';

export function AntdProviders({
  children,
  ...options
}: ProviderOptions & { provider: DataProvider; children: ReactNode }) {
  return (
    <Providers {...options}>
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <App>{children}</App>
      </ConfigProvider>
    </Providers>
  );
}
