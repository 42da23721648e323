// The list controller (DESIGN §8): filters from entity.list.search, sort, paging (10/20/30), selection,
// state kept in the URL's search params, loading/error/empty and reload. Plain state, no UI library.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EntityDef } from '../core/registry.ts';
import type { Row } from '../core/wire.ts';
import { buildListParams, parseListState, toSearchParams, type ListState, type SortOrder } from './list-query.ts';
import { useDataProvider, useEntity } from './registry-context.tsx';
import { useAsync } from './use-async.ts';

export interface ListController<T extends Row = Row> {
  entity: EntityDef;
  state: ListState;
  records: T[];
  total: number;
  loading: boolean;
  error: Error | null;
  /** Loaded, no error, no rows. */
  empty: boolean;
  /** Apply new filters (raw values); goes back to page 1. */
  search(filters: Record<string, string | undefined>): void;
  /** Clear filters, sort and paging. */
  reset(): void;
  setPage(pageNo: number, pageSize?: number): void;
  /** Sort by a column; no order returns to the entity's default sort. */
  setSort(column?: string, order?: SortOrder): void;
  selectedKeys: string[];
  setSelectedKeys(keys: string[]): void;
  reload(): void;
  remove(id: string): Promise<void>;
  removeMany(ids: string[]): Promise<void>;
}

export function useListController<T extends Row = Row>(entityName: string): ListController<T> {
  const entity = useEntity(entityName);
  const dataProvider = useDataProvider();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const state = useMemo(() => parseListState(new URLSearchParams(urlKey), entity), [urlKey, entity]);
  const params = useMemo(() => buildListParams(entity, state), [entity, state]);
  const queryKey = `${entityName}?${JSON.stringify(params)}`;

  const { data, loading, error, reload } = useAsync(queryKey, () => dataProvider.getList<T>(entityName, params));

  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({ key: '', ids: [] });
  const selectedKeys = selection.key === queryKey ? selection.ids : [];
  const setSelectedKeys = useCallback((ids: string[]) => setSelection({ key: queryKey, ids }), [queryKey]);

  const navigate = useCallback(
    (next: ListState) => setSearchParams(toSearchParams(next, entity)),
    [entity, setSearchParams],
  );

  const records = data?.records ?? [];
  const total = data?.total ?? 0;

  const afterDelete = useCallback(
    (count: number) => {
      setSelection({ key: '', ids: [] });
      if (count >= records.length && state.pageNo > 1) navigate({ ...state, pageNo: state.pageNo - 1 });
      else reload();
    },
    [records.length, state, navigate, reload],
  );

  return {
    entity,
    state,
    records,
    total,
    loading,
    error,
    empty: !loading && !error && records.length === 0,
    search: (filters) => {
      const clean: Record<string, string> = {};
      for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') clean[key] = value;
      navigate({ ...state, filters: clean, pageNo: 1 });
    },
    reset: () => setSearchParams(new URLSearchParams()),
    setPage: (pageNo, pageSize = state.pageSize) =>
      navigate({ ...state, pageNo: pageSize !== state.pageSize ? 1 : pageNo, pageSize }),
    setSort: (column, order) => {
      const [defaultColumn, defaultOrder] = entity.list.sort;
      navigate({
        ...state,
        column: column && order ? column : defaultColumn,
        order: column && order ? order : defaultOrder,
        pageNo: 1,
      });
    },
    selectedKeys,
    setSelectedKeys,
    reload,
    remove: async (id) => {
      await dataProvider.delete(entityName, id);
      afterDelete(1);
    },
    removeMany: async (ids) => {
      await dataProvider.deleteMany(entityName, ids);
      afterDelete(ids.length);
    },
  };
}
