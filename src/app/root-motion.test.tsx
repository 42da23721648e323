// @vitest-environment jsdom
import { mediaQueryList } from '../../runtime/antd/test-dom.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../generated/registry.ts';
import { Root } from './root.tsx';
import { testServices } from './test-services.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

function boot() {
  const { i18n, services } = testServices();
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
