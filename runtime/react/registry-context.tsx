// The runtime's context: the registry the app loaded, the DataProvider that reaches the server and the
// current UI language. runtime/* never imports src/generated; the app passes everything in here.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DataProvider } from '../core/data-provider.ts';
import type { EntityDef, Lang, Registry } from '../core/registry.ts';

export interface RuntimeContextValue {
  registry: Registry;
  dataProvider: DataProvider;
  lang: Lang;
}

const RuntimeContext = createContext<RuntimeContextValue | null>(null);

export interface RegistryProviderProps extends RuntimeContextValue {
  children?: ReactNode;
}

export function RegistryProvider({ registry, dataProvider, lang, children }: RegistryProviderProps) {
  const value = useMemo(() => ({ registry, dataProvider, lang }), [registry, dataProvider, lang]);
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

export function useEntity(name: string): EntityDef {
  const entity = useRegistry().entities[name];
  if (!entity) throw new Error(`Unknown entity: ${name}`);
  return entity;
}
