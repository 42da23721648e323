// Saved advanced queries of one list (src/server/engine/query): listed from the server while `enabled`, saved
// and deleted there. Each answer is also kept in localStorage under `superQuery:<userId>:<saveCode>`
// (the saveCode is the list's route unless a screen names its own), so the list still shows, and the
// queries still apply, when the server cannot be reached; `offline` then says the list is the cached one.
import { useCallback } from 'react';
import { savedQueryPath, type SaveQueryBody, type SavedQuery } from '../core/saved-query.ts';
import { readJson, writeStored } from './list-storage.ts';
import { useDataProvider } from './registry-context.tsx';
import { useAsync } from './use-async.ts';

const GATEWAY_DOWN = new Set([502, 503, 504]);

export const savedQueriesKey = (userId: string, saveCode: string) => `superQuery:${userId}:${saveCode}`;

export interface SavedQueries {
  items: SavedQuery[];
  loading: boolean;
  /** The server could not be reached: `items` come from the local cache. */
  offline: boolean;
  /** Rejects like any provider call (status 409 when the title exists and `overwrite` is not set). */
  save(body: Omit<SaveQueryBody, 'saveCode'>): Promise<SavedQuery>;
  remove(id: string): Promise<void>;
}

export function useSavedQueries(entity: string, saveCode: string, userId: string, enabled: boolean): SavedQueries {
  const dataProvider = useDataProvider();
  const cacheKey = savedQueriesKey(userId, saveCode);
  const { data, loading, error, reload } = useAsync(enabled ? `${entity}:${cacheKey}` : null, async () => {
    const items = await dataProvider.request<SavedQuery[]>({
      method: 'GET',
      path: savedQueryPath(entity, 'list'),
      params: { saveCode },
    });
    writeStored('local', cacheKey, JSON.stringify(items));
    return items;
  });
  // No answer at all, or a gateway that could not reach the server: the cached list stands in. Any
  // other error (403, 500) is the server speaking: no cached items with delete buttons then.
  const status = (error as { status?: number } | undefined)?.status;
  const offline = !!error && (!status || GATEWAY_DOWN.has(status));
  const save = useCallback(
    async (body: Omit<SaveQueryBody, 'saveCode'>) => {
      const saved = await dataProvider.request<SavedQuery>({
        method: 'POST',
        path: savedQueryPath(entity, 'save'),
        body: { ...body, saveCode },
      });
      reload();
      return saved;
    },
    [dataProvider, entity, saveCode, reload],
  );
  const remove = useCallback(
    async (id: string) => {
      await dataProvider.request({ method: 'DELETE', path: savedQueryPath(entity, 'delete'), params: { id } });
      reload();
    },
    [dataProvider, entity, reload],
  );
  const items = offline ? (readJson<SavedQuery[]>('local', cacheKey) ?? []) : (data ?? []);
  return { items, loading, offline, save, remove };
}
