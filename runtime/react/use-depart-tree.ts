// The department tree of the department picker and the user-by-department picker: GET
// /sys/sysDepart/queryTreeList (nodes {id, key, title, orgCode, departName, departNameEn, leaf,
// children}), loaded once per DataProvider and kept 30 s (spec 001 §9 picker data cache), with
// look-ups by id and by org code for labels of stored values.
import { useMemo } from 'react';
import type { DataProvider } from '../core/data-provider.ts';
import { useDataProvider, useLang } from './registry-context.tsx';
import { useAsync } from './use-async.ts';

export interface DepartNode {
  id: string;
  key: string;
  title: string;
  parentId?: string | null;
  orgCode?: string | null;
  departName: string;
  departNameEn?: string | null;
  leaf?: boolean;
  children?: DepartNode[];
}

const TTL_MS = 30_000;
const loads = new WeakMap<DataProvider, { at: number; tree: Promise<DepartNode[]> }>();

export function loadDepartTree(provider: DataProvider): Promise<DepartNode[]> {
  const hit = loads.get(provider);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.tree;
  const tree = provider.request<DepartNode[]>({ method: 'GET', path: '/sys/sysDepart/queryTreeList' });
  loads.set(provider, { at: Date.now(), tree });
  tree.catch(() => loads.delete(provider));
  return tree;
}

export interface DepartTree {
  /** Nodes with `title` in the UI language. */
  roots: DepartNode[];
  byId: Map<string, DepartNode>;
  byOrgCode: Map<string, DepartNode>;
  loading: boolean;
  error: Error | null;
  reload(): void;
}

function localise(nodes: DepartNode[], en: boolean): DepartNode[] {
  return nodes.map((n) => ({
    ...n,
    title: (en && n.departNameEn) || n.departName || n.title,
    ...(n.children?.length ? { children: localise(n.children, en) } : { children: undefined }),
  }));
}

type TreeIndex = Pick<DepartTree, 'roots' | 'byId' | 'byOrgCode'>;

/** The localised tree and its look-ups, built once per loaded tree and language (every cell shares them). */
const indexes = new WeakMap<DepartNode[], { en?: TreeIndex; zh?: TreeIndex }>();

function indexOf(data: DepartNode[], en: boolean): TreeIndex {
  let byLang = indexes.get(data);
  if (!byLang) indexes.set(data, (byLang = {}));
  const hit = en ? byLang.en : byLang.zh;
  if (hit) return hit;
  const roots = localise(data, en);
  const byId = new Map<string, DepartNode>();
  const byOrgCode = new Map<string, DepartNode>();
  const walk = (nodes: DepartNode[]) => {
    for (const n of nodes) {
      byId.set(n.id, n);
      if (n.orgCode) byOrgCode.set(n.orgCode, n);
      if (n.children) walk(n.children);
    }
  };
  walk(roots);
  const index = { roots, byId, byOrgCode };
  if (en) byLang.en = index;
  else byLang.zh = index;
  return index;
}

const NONE: DepartNode[] = [];

/** The tree (loaded while `active`; the cells and inputs pass true, so labels resolve). */
export function useDepartTree(active = true): DepartTree {
  const provider = useDataProvider();
  const lang = useLang();
  const state = useAsync(active ? 'departs' : null, () => loadDepartTree(provider));
  return useMemo(
    () => ({
      ...indexOf(state.data ?? NONE, lang === 'en'),
      loading: state.loading,
      error: state.error,
      reload: state.reload,
    }),
    [state.data, state.loading, state.error, state.reload, lang],
  );
}
