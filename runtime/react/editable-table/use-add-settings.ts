// The Add button's settings (spec 001 §9): saved in localStorage under `editableTable:add:<storageKey>`
// when a key is given, else kept for the table's life. Missing or full storage never breaks the table.
import { useCallback, useState } from 'react';
import { normalizeAddSettings } from '../../core/editable/add-settings.ts';
import { DEFAULT_ADD_SETTINGS, type AddSettings } from '../../core/editable/types.ts';

export const addSettingsKey = (storageKey: string) => `editableTable:add:${storageKey}`;

function read(storageKey: string | undefined): AddSettings {
  if (!storageKey) return DEFAULT_ADD_SETTINGS;
  try {
    const raw = globalThis.localStorage?.getItem(addSettingsKey(storageKey));
    return raw ? normalizeAddSettings(JSON.parse(raw)) : DEFAULT_ADD_SETTINGS;
  } catch {
    return DEFAULT_ADD_SETTINGS;
  }
}

export function useAddSettings(storageKey?: string): [AddSettings, (next: Partial<AddSettings>) => void] {
  const [settings, setSettings] = useState(() => read(storageKey));
  const update = useCallback(
    (next: Partial<AddSettings>) => {
      setSettings((current) => {
        const value = normalizeAddSettings({ ...current, ...next });
        if (storageKey) {
          try {
            globalThis.localStorage?.setItem(addSettingsKey(storageKey), JSON.stringify(value));
          } catch {
            // storage full or denied: the setting lasts for this page only
          }
        }
        return value;
      });
    },
    [storageKey],
  );
  return [settings, update];
}
