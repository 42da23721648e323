// The layout settings for the whole app: read once from localStorage, saved on every change.
// Switching the multi-tab mode saves and reloads the page (spec 000 §2).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { loadSettings, saveSettings, type LayoutSettings } from './layout-settings.ts';

export interface LayoutSettingsApi {
  settings: LayoutSettings;
  update(patch: Partial<LayoutSettings>): void;
}

const SettingsContext = createContext<LayoutSettingsApi | null>(null);

export function LayoutSettingsProvider({
  children,
  storage,
  reload = () => window.location.reload(),
}: {
  children: ReactNode;
  storage?: Storage;
  reload?: () => void;
}) {
  const [settings, setSettings] = useState(() => loadSettings(storage));
  const update = useCallback(
    (patch: Partial<LayoutSettings>) => {
      const next = { ...settings, ...patch };
      saveSettings(next, storage);
      setSettings(next);
      if (next.multipage !== settings.multipage) reload();
    },
    [settings, storage, reload],
  );
  const api = useMemo(() => ({ settings, update }), [settings, update]);
  return <SettingsContext.Provider value={api}>{children}</SettingsContext.Provider>;
}

export function useLayoutSettings(): LayoutSettingsApi {
  const api = useContext(SettingsContext);
  if (!api) throw new Error('LayoutSettingsProvider is missing');
  return api;
}
