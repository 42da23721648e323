// The runtime's context: the registry the app loaded, the DataProvider that reaches the server and the
// current UI language. runtime/* never imports src/generated; the app passes everything in here.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DataProvider } from '../core/data-provider.ts';
import type { EntityDef, Lang, Registry } from '../core/registry.ts';

export interface RuntimeContextValue {
  registry: Registry;
  dataProvider: DataProvider;
  lang: Lang;
  /** Browser address of a stored file or image path (static domain, API base). */
  fileUrl: (path: string) => string;
}

const RuntimeContext = createContext<RuntimeContextValue | null>(null);

export interface RegistryProviderProps extends Omit<RuntimeContextValue, 'fileUrl'> {
  fileUrl?: (path: string) => string;
  children?: ReactNode;
}

const identity = (path: string) => path;

export function RegistryProvider({
  registry,
  dataProvider,
  lang,
  fileUrl = identity,
  children,
}: RegistryProviderProps) {
  const value = useMemo(() => ({ registry, dataProvider, lang, fileUrl }), [registry, dataProvider, lang, fileUrl]);
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

function useRuntime(): RuntimeContextValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('RegistryProvider is missing above this component');
  return value;
}

export function useRegistry(): Registry {
  return useRuntime().registry;
}

export function useDataProvider(): DataProvider {
  return useRuntime().dataProvider;
}

/** Current UI language, 'zh-CN' or 'en'. */
export function useLang(): Lang {
  return useRuntime().lang;
}

export function useFileUrl(): (path: string) => string {
  return useRuntime().fileUrl;
}

export function useEntity(name: string): EntityDef {
  const entity = useRegistry().entities[name];
  if (!entity) throw new Error(`Unknown entity: ${name}`);
  return entity;
}
