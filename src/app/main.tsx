// Bootstrap: i18n, services, router, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { menuIcons } from 'virtual:menu-icons';
import { registry } from '../generated/registry.ts';
import { loadRuntimeConfig } from './config.ts';
import { initI18n } from './i18n/index.ts';
import { Root } from './root.tsx';
import { appRoutes } from './routes/app-routes.tsx';
import { createServices } from './services.tsx';

const i18n = initI18n();
const services = createServices({ config: loadRuntimeConfig(), registry, getLang: () => i18n.language });
const router = createBrowserRouter(appRoutes(registry));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root i18n={i18n} services={services} registry={registry} router={router} menuIcons={menuIcons} />
  </StrictMode>,
);
