// @vitest-environment jsdom
import { mediaQueryList } from '../../runtime/antd/test-dom.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../../runtime/http/config.ts';
import { memoryStorage } from '../../runtime/http/session-store.ts';
import { registry } from '../generated/registry.ts';
import { initI18n } from './i18n/index.ts';
import { Root } from './root.tsx';
import { createServices } from './services.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

function boot() {
  const i18n = initI18n('zh-CN');
  const services = createServices({
    config: DEFAULT_RUNTIME_CONFIG,
    registry,
    getLang: () => i18n.language,
    storage: memoryStorage(),
  });
  const router = createMemoryRouter([{ path: '/', element: <MotionProbe /> }]);
  render(<Root i18n={i18n} services={services} registry={registry} router={router} />);
}

describe('motion', () => {
  it("keeps antd's motion by default", async () => {
    boot();
    expect((await screen.findByTestId('motion')).textContent).toBe('true');
  });

  it('turns it off when the system asks for reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => mediaQueryList(query, query === '(prefers-reduced-motion: reduce)') as unknown as MediaQueryList,
    );
    boot();
    expect((await screen.findByTestId('motion')).textContent).toBe('false');
  });
});
