// Bootstrap: i18n, services, router, render. Only what the sign-in page needs is imported here (its
// size budget: tests/bench/README.md, First load). The entity registry and the schema titles load
// with the signed-in shell (routes/guarded-shell.tsx); the menu icons once that shell has loaded.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { loadRuntimeConfig } from './config.ts';
import { createI18n } from './i18n/core.ts';
import { Root } from './root.tsx';
import { appRoutes } from './routes/app-routes.tsx';
import { onShellLoad, shellRegistry } from './routes/shell-registry.ts';
import { createServices } from './services.tsx';
import type { MenuIcons } from './shell/menu-icon.tsx';

const i18n = createI18n();
const services = createServices({ config: loadRuntimeConfig(), registry: shellRegistry, getLang: () => i18n.language });
const router = createBrowserRouter(appRoutes());
const root = createRoot(document.getElementById('root')!);

const render = (menuIcons?: MenuIcons) =>
  root.render(
    <StrictMode>
      <Root i18n={i18n} services={services} router={router} menuIcons={menuIcons} />
    </StrictMode>,
  );

render();
onShellLoad(() => void import('virtual:menu-icons').then(({ menuIcons }) => render(menuIcons)));
