// The list controller (docs/architecture.md#the-runtime): filters from entity.list.search, sort, paging (10/20/30), selection,
// state kept in the URL's search params, loading/error/empty and reload. Plain state, no UI library.
// The URL is the source of truth; each state is also kept in sessionStorage, and a list opened again
// without search params (back from another menu entry) starts from the state it was left in.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { QueryGroup } from '../core/query-tree.ts';
import type { EntityDef } from '../core/registry.ts';
import type { Row } from '../core/wire.ts';
import { buildListParams, parseListState, toSearchParams, type ListState, type SortOrder } from './list-query.ts';
import { listStateKey, readStored, writeStored } from './list-storage.ts';
import { useListUserId } from './list-user.tsx';
import { useDataProvider, useEntity } from './registry-context.tsx';
import { useAsync } from './use-async.ts';
import { hasTreeRoutes, toPage, type TreeDataProvider } from './tree-rows.ts';

export interface ListController<T extends Row = Row> {
  entity: EntityDef;
  /** Rows are tree roots (a tree entity listed without filters); expand to load children. */
  tree: boolean;
  state: ListState;
  records: T[];
  total: number;
  /** False when the server's total is an estimate of a big set (shown as "about N"). */
  totalExact: boolean;
  /** The shown page's number (from the server: a cursor page knows it). */
  current: number;
  /** Next/previous page by the shown page's cursors; undefined at either end. */
  nextPage?: () => void;
  prevPage?: () => void;
  loading: boolean;
  error: Error | null;
  /** Loaded, no error, no rows. */
  empty: boolean;
  /** Apply new filters (raw values); goes back to page 1. */
  search(filters: Record<string, string | undefined>): void;
  /** Apply an advanced query (none clears it); goes back to page 1. */
  setSuperQuery(tree?: QueryGroup): void;
  /** Clear filters, the advanced query, sort and paging. */
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

export interface ListControllerOptions {
  /** Keep filters, sort and paging in the URL (default). False for a list inside a drawer or dialog. */
  syncUrl?: boolean;
  /** Filters always sent and never shown, e.g. `{dictId}` for one dictionary's items. */
  fixed?: Record<string, string>;
  /** Whose remembered state to use (default: ListUserProvider's user). */
  userId?: string;
}

export function useListController<T extends Row = Row>(
  entityName: string,
  { syncUrl = true, fixed, userId }: ListControllerOptions = {},
): ListController<T> {
  const entity = useEntity(entityName);
  const dataProvider = useDataProvider();
  const [urlParams, setUrlParams] = useSearchParams();
  const [localParams, setLocalParams] = useState(() => new URLSearchParams());
  const searchParams = syncUrl ? urlParams : localParams;
  const setSearchParams = syncUrl ? setUrlParams : setLocalParams;

  // Opened without search params: take the state this list was left in (read once, on mount) and
  // put it into the URL; until then it already drives the first load, so nothing loads twice.
  const memoryKey = listStateKey(useListUserId(userId), entityName, useLocation().pathname);
  const [restoring, setRestoring] = useState<string | null>(() => {
    const saved = syncUrl && urlParams.toString() === '' ? readStored('session', memoryKey) : null;
    if (!saved) return null;
    // Only what this list understands (keys of a since-changed schema drop out).
    return toSearchParams(parseListState(new URLSearchParams(saved), entity), entity).toString() || null;
  });
  useEffect(() => {
    if (restoring !== null) setUrlParams(new URLSearchParams(restoring), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the state found on mount
  }, []);
  const current = searchParams.toString();
  // The router applies the new URL in a transition: keep the restored state until it shows (state
  // adjusted while rendering, React's pattern for state derived from a change).
  if (restoring !== null && current !== '') setRestoring(null);
  const urlKey = restoring !== null && current === '' ? restoring : current;
  useEffect(() => {
    if (syncUrl) writeStored('session', memoryKey, urlKey || null);
  }, [syncUrl, memoryKey, urlKey]);
  const state = useMemo(() => parseListState(new URLSearchParams(urlKey), entity), [urlKey, entity]);
  const fixedKey = JSON.stringify(fixed ?? {});
  const params = useMemo(
    () => ({ ...buildListParams(entity, state), ...(JSON.parse(fixedKey) as Record<string, string>) }),
    [entity, state, fixedKey],
  );
  const queryKey = `${entityName}?${JSON.stringify(params)}`;

  // A tree entity without filters lists its roots; children load on expand (useTreeRows).
  const asTree =
    !!entity.tree &&
    Object.keys(state.filters).length === 0 &&
    !state.superQuery &&
    !fixed &&
    hasTreeRoutes(dataProvider);
  const { data, loading, error, reload } = useAsync(`${asTree ? 'tree:' : ''}${queryKey}`, () =>
    asTree
      ? (dataProvider as TreeDataProvider).rootList<T>(entityName, params).then((r) => toPage(r))
      : dataProvider.getList<T>(entityName, params),
  );

  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({ key: '', ids: [] });
  const selectedKeys = selection.key === queryKey ? selection.ids : [];
  const setSelectedKeys = useCallback((ids: string[]) => setSelection({ key: queryKey, ids }), [queryKey]);

  // A search (or page, sort) that leaves the state as it is queries again, as 查询 does in JeecgBoot.
  const navigate = useCallback(
    (next: ListState) => {
      const nextParams = toSearchParams(next, entity);
      if (nextParams.toString() === urlKey) reload();
      else setSearchParams(nextParams);
    },
    [entity, setSearchParams, urlKey, reload],
  );

  const records = data?.records ?? [];
  const total = data?.total ?? 0;
  const shownPage = data?.current ?? state.pageNo;
  const nextCursor = data?.nextCursor;
  const prevCursor = data?.prevCursor;
  // Every other change leaves the cursor pages: a cursor belongs to one sort and filter.
  const { cursor: _cursor, ...plain } = state;

  const afterDelete = useCallback(
    (count: number) => {
      setSelection({ key: '', ids: [] });
      // A cursor page reloads from the same position (the cursor holds values, not the deleted rows).
      if (count >= records.length && state.pageNo > 1 && !state.cursor)
        navigate({ ...state, pageNo: state.pageNo - 1 });
      else reload();
    },
    [records.length, state, navigate, reload],
  );

  return {
    entity,
    tree: asTree,
    state,
    records,
    total,
    totalExact: data?.totalExact !== false,
    current: shownPage,
    ...(nextCursor ? { nextPage: () => navigate({ ...plain, pageNo: shownPage + 1, cursor: nextCursor }) } : {}),
    ...(prevCursor ? { prevPage: () => navigate({ ...plain, pageNo: shownPage - 1, cursor: prevCursor }) } : {}),
    loading,
    error,
    empty: !loading && !error && records.length === 0,
    search: (filters) => {
      const clean: Record<string, string> = {};
      for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') clean[key] = value;
      navigate({ ...plain, filters: clean, pageNo: 1 });
    },
    setSuperQuery: (tree) => {
      const { superQuery: _applied, ...rest } = plain;
      navigate({ ...rest, ...(tree ? { superQuery: tree } : {}), pageNo: 1 });
    },
    reset: () => setSearchParams(new URLSearchParams()),
    setPage: (pageNo, pageSize = state.pageSize) => {
      if (pageSize !== state.pageSize) return navigate({ ...plain, pageNo: 1, pageSize });
      // The shown page's neighbours by its cursors (the server reads them by keyset), page 1 by number.
      if (pageNo === shownPage + 1 && nextCursor) return navigate({ ...plain, pageNo, cursor: nextCursor });
      if (pageNo === shownPage - 1 && pageNo > 1 && prevCursor)
        return navigate({ ...plain, pageNo, cursor: prevCursor });
      navigate({ ...plain, pageNo });
    },
    setSort: (column, order) => {
      const [defaultColumn, defaultOrder] = entity.list.sort;
      navigate({
        ...plain,
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
