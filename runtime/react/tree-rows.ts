// Tree entities (x-entity.tree) in the generic list: roots from `rootList`, each node's children from
// `childList` when it is expanded (lazy, like JeecgBoot's tree tables). A row the server marks
// `hasChild` gets an empty `children` array so the table shows its expand icon.
import { useCallback, useMemo, useState } from 'react';
import type { DataProvider } from '../core/data-provider.ts';
import type { ListParams, PageResult, Row } from '../core/wire.ts';
import { useDataProvider } from './registry-context.tsx';

export interface TreeDataProvider extends DataProvider {
  rootList<T extends object = Row>(entity: string, params?: ListParams): Promise<PageResult<T> | T[]>;
  childList<T extends object = Row>(entity: string, pid: string, params?: ListParams): Promise<PageResult<T> | T[]>;
}

export function hasTreeRoutes(provider: DataProvider): provider is TreeDataProvider {
  const p = provider as Partial<TreeDataProvider>;
  return typeof p.rootList === 'function' && typeof p.childList === 'function';
}

/** rootList/childList may answer a page or a bare array (spec 001 §5.8: anything else is refused). */
export function toPage<T>(result: PageResult<T> | T[]): PageResult<T> {
  if (Array.isArray(result)) {
    return { records: result, total: result.length, size: result.length, current: 1, pages: 1 };
  }
  if (result && Array.isArray(result.records)) return result;
  throw new Error('返回数据类型不识别');
}

export interface TreeRowsView<T extends Row = Row> {
  /** Rows with `children` filled in where loaded ([] where not yet loaded but present). */
  rows: T[];
  expandedKeys: string[];
  /** Load a node's children the first time it opens. */
  onExpand(expanded: boolean, row: T): void;
  /** Forget loaded children (after a write), so they load again. */
  reset(): void;
  loadingKeys: string[];
}

function withChildren<T extends Row>(rows: T[], loaded: Record<string, T[]>): T[] {
  return rows.map((row) => {
    const id = String(row.id);
    const kids = loaded[id];
    if (kids) return { ...row, children: kids.length ? withChildren(kids, loaded) : undefined };
    return row.hasChild ? { ...row, children: [] } : { ...row, children: undefined };
  });
}

export function useTreeRows<T extends Row = Row>(entityName: string, roots: T[], enabled: boolean): TreeRowsView<T> {
  const dataProvider = useDataProvider();
  const [loaded, setLoaded] = useState<Record<string, T[]>>({});
  const [expandedKeys, setExpanded] = useState<string[]>([]);
  const [loadingKeys, setLoading] = useState<string[]>([]);

  const onExpand = useCallback(
    (expanded: boolean, row: T) => {
      const id = String(row.id);
      setExpanded((keys) => (expanded ? [...new Set([...keys, id])] : keys.filter((k) => k !== id)));
      if (!expanded || loaded[id] || !hasTreeRoutes(dataProvider)) return;
      setLoading((keys) => [...keys, id]);
      dataProvider
        .childList<T>(entityName, id)
        .then((r) => setLoaded((m) => ({ ...m, [id]: toPage(r).records })))
        .catch(() => setExpanded((keys) => keys.filter((k) => k !== id)))
        .finally(() => setLoading((keys) => keys.filter((k) => k !== id)));
    },
    [dataProvider, entityName, loaded],
  );

  const reset = useCallback(() => {
    setLoaded({});
    setExpanded([]);
  }, []);

  const rows = useMemo(() => (enabled ? withChildren(roots, loaded) : roots), [enabled, roots, loaded]);
  return { rows, expandedKeys: enabled ? expandedKeys : [], onExpand, reset, loadingKeys };
}
