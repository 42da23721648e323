// The app's services, created once: session store, axios client, DataProvider. Components reach them
// through useServices(); the HTTP layer's notices go to whatever notifier the shell registers.
import type { AxiosInstance } from 'axios';
import { createContext, useContext, type ReactNode } from 'react';
import type { Registry } from '../../runtime/core/registry.ts';
import { createHttpClient, type Notice } from '../../runtime/http/client.ts';
import { resolveFileUrl, type RuntimeConfig } from '../../runtime/http/config.ts';
import { createHttpDataProvider, type HttpDataProvider } from '../../runtime/http/data-provider.ts';
import { createSessionStore, memoryStorage, type SessionStore } from '../../runtime/http/session-store.ts';

export interface AppServices {
  config: RuntimeConfig;
  session: SessionStore;
  http: AxiosInstance;
  dataProvider: HttpDataProvider;
  fileUrl(path: string): string;
  /** Route HTTP notices to the UI (set by the shell once antd's App is mounted). */
  setNotifier(notify: ((notice: Notice) => void) | null): void;
}

export interface CreateServicesOptions {
  config: RuntimeConfig;
  /** The entity registry, or how to reach it once loaded (main.tsx: it loads with the shell). */
  registry: Registry | (() => Registry);
  getLang(): string;
  storage?: Storage;
  onSessionExpired?(): void;
}

export function createServices(options: CreateServicesOptions): AppServices {
  let notifier: ((notice: Notice) => void) | null = null;
  const storage = options.storage ?? (typeof localStorage !== 'undefined' ? localStorage : memoryStorage());
  const session = createSessionStore(storage);
  const http = createHttpClient({
    config: options.config,
    session,
    getLang: options.getLang,
    notify: (notice) => (notifier ? notifier(notice) : console.warn(notice.message)),
    onSessionExpired: options.onSessionExpired,
  });
  return {
    config: options.config,
    session,
    http,
    dataProvider: createHttpDataProvider(http, options.registry),
    fileUrl: (path) => resolveFileUrl(options.config, path),
    setNotifier: (notify) => {
      notifier = notify;
    },
  };
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesProvider is missing');
  return services;
}
