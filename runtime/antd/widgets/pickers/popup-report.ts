// The popup picker's calls (spec 001 §7.6) through DataProvider.request: the report's columns and
// dictionary options (getRpColumns/{code}) and its query items (getQueryInfo/{id}), kept for 30 s per
// code and language (spec 001 §9 'cached popup data lasts 30 s'; a failure is not kept), and a data
// page (getData/{id}) with the query values, self_* fixed filters, sort and paging.
import type { DataProvider } from '../../../core/data-provider.ts';
import type { Lang } from '../../../core/registry.ts';

export const POPUP_API = '/online/cgreport/api';
export const POPUP_CACHE_MS = 30_000;
/** Spec 001 §9: business pickers page by 5 (options 5, 10, 20, 30). */
export const POPUP_PAGE_SIZES = [5, 10, 20, 30];

export interface PopupColumn {
  dataIndex: string;
  title: string;
  /** Dictionary code whose dictOptions label the value. */
  customRender?: string;
  sorter?: boolean;
  sortOrder?: 'ascend' | 'descend';
}

export interface PopupReportConfig {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: PopupColumn[];
  dictOptions: Record<string, { value: string | number; text: string }[]>;
}

export interface PopupQueryItem {
  field: string;
  title: string;
  mode: 'single' | 'range';
  view?: 'text' | 'number' | 'date' | 'datetime' | 'time' | 'list';
  hidden?: boolean;
  dictCode?: string;
}

export interface PopupMeta {
  config: PopupReportConfig;
  query: PopupQueryItem[];
}

export interface PopupPage {
  records: Record<string, unknown>[];
  total: number;
}

export interface PopupSort {
  column?: string;
  order?: 'asc' | 'desc';
}

const caches = new WeakMap<DataProvider, Map<string, { at: number; value: Promise<PopupMeta> }>>();

/** The report's columns and query items, from the 30-second cache when fresh. */
export function loadPopupMeta(dp: DataProvider, code: string, lang: Lang): Promise<PopupMeta> {
  let cache = caches.get(dp);
  if (!cache) caches.set(dp, (cache = new Map()));
  const key = `${lang}|${code}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < POPUP_CACHE_MS) return hit.value;
  const value = (async () => {
    const config = await dp.request<PopupReportConfig>({
      method: 'GET',
      path: `${POPUP_API}/getRpColumns/${encodeURIComponent(code)}`,
    });
    const id = encodeURIComponent(config.cgRpConfigId || code);
    const query = await dp.request<PopupQueryItem[]>({ method: 'GET', path: `${POPUP_API}/getQueryInfo/${id}` });
    return { config, query: Array.isArray(query) ? query : [] };
  })();
  const entry = { at: Date.now(), value };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

export interface PopupDataRequest {
  filters: Record<string, string>;
  params: Record<string, string>;
  sort: PopupSort;
  pageNo: number;
  pageSize: number;
}

export function loadPopupPage(dp: DataProvider, id: string, req: PopupDataRequest): Promise<PopupPage> {
  const self = Object.fromEntries(Object.entries(req.params).map(([k, v]) => [`self_${k}`, v]));
  return dp.request<PopupPage>({
    method: 'GET',
    path: `${POPUP_API}/getData/${encodeURIComponent(id)}`,
    params: {
      ...self,
      ...req.filters,
      ...(req.sort.column ? { column: req.sort.column, order: req.sort.order ?? 'asc' } : {}),
      pageNo: req.pageNo,
      pageSize: req.pageSize,
    },
  });
}
