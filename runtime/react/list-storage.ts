// Where list screens keep things between visits: column settings per user and entity in localStorage
// (`listColumns:<userId>:<entity>`), the last list state (the URL's search string) per user, entity and
// route in sessionStorage (`listState:<userId>:<entity>:<path>`), so a list opened again from the menu
// in the same browser tab comes back as it was left. Storage may be missing or full (private mode,
// quota): reads then give nothing and writes are dropped, never an error on screen.

export const listColumnsKey = (userId: string, entity: string) => `listColumns:${userId}:${entity}`;

export const listStateKey = (userId: string, entity: string, path: string) => `listState:${userId}:${entity}:${path}`;

type Area = 'local' | 'session';

function storage(area: Area): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(area: Area, key: string): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Store a value; null removes the key. */
export function writeStored(area: Area, key: string, value: string | null): void {
  try {
    const s = storage(area);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    /* quota exceeded or storage disabled: the setting lives for this page only */
  }
}

export function readJson<T>(area: Area, key: string): T | null {
  const raw = readStored(area, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
