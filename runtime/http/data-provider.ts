// DataProvider over HTTP (docs/architecture.md#the-runtime): maps an entity name to its API path through the registry and
// speaks the generic routes of docs/architecture.md#generic-routes. The only way screens reach the server.
import type { AxiosInstance } from 'axios';
import type { ActionBody, DataProvider, PlatformCall } from '../core/data-provider.ts';
import type { Registry } from '../core/registry.ts';
import type { ListParams, PageResult, Row } from '../core/wire.ts';
import { STATIC_ROUTE, storedPath } from '../core/multi-value.ts';
import { unwrap } from './client.ts';
import { postImport } from './excel-import.ts';

export { storedPath };

export interface HttpDataProvider extends DataProvider {
  /** Top level of a tree entity. */
  rootList<T extends object = Row>(entity: string, params?: ListParams): Promise<PageResult<T> | T[]>;
  /** Children of a tree node. */
  childList<T extends object = Row>(entity: string, pid: string, params?: ListParams): Promise<PageResult<T> | T[]>;
  /**
   * A workflow transition (`x-states`, docs/decisions.md#6-status-workflows): POST `{api}/action/{name}` with `{id, version, ...the
   * transition's requires fields, note?}`; resolves with the record as queryById gives it. Signed and
   * silent like create/update (the screen shows a 409 or 422 message itself).
   */
  action<T extends object = Row>(entity: string, name: string, body: ActionBody): Promise<T>;
  /** GET `{api}/details/{key}?id=` (see DataProvider.getDetails; always present here). */
  getDetails<T extends object = Row>(entity: string, key: string, id: string): Promise<T[]>;
  /** The axios instance, for calls outside the generic routes. */
  http: AxiosInstance;
}

export type { ActionBody };

/**
 * Lists and mutations are sent silent: the screens show those errors in place (list error state, form
 * alert). Deletes go through the global notifier.
 */
export function createHttpDataProvider(http: AxiosInstance, registry: Registry | (() => Registry)): HttpDataProvider {
  const getRegistry = typeof registry === 'function' ? registry : () => registry;
  const api = (entity: string): string => {
    const def = getRegistry().entities[entity];
    if (!def) throw new Error(`Unknown entity: ${entity}`);
    return def.api;
  };

  return {
    http,
    async getList<T extends object = Row>(entity: string, params: ListParams) {
      return unwrap<PageResult<T>>(await http.get(`${api(entity)}/list`, { params, silent: true }));
    },
    async getOne<T extends object = Row>(entity: string, id: string) {
      return unwrap<T>(await http.get(`${api(entity)}/queryById`, { params: { id }, silent: true }));
    },
    async create<T extends object = Row>(entity: string, data: Partial<T>) {
      const result = unwrap<T | null>(await http.post(`${api(entity)}/add`, data, { silent: true }));
      return (result && typeof result === 'object' ? result : data) as T;
    },
    async update<T extends object = Row>(entity: string, data: Partial<T> & { id: string; version: number }) {
      const result = unwrap<T | null>(await http.put(`${api(entity)}/edit`, data, { silent: true }));
      return (result && typeof result === 'object' ? result : data) as T;
    },
    async action<T extends object = Row>(entity: string, name: string, body: ActionBody) {
      const path = `${api(entity)}/action/${encodeURIComponent(name)}`;
      return unwrap<T>(await http.post(path, body, { silent: true }));
    },
    async getDetails<T extends object = Row>(entity: string, key: string, id: string) {
      const path = `${api(entity)}/details/${encodeURIComponent(key)}`;
      return unwrap<T[]>(await http.get(path, { params: { id }, silent: true }));
    },
    async delete(entity: string, id: string) {
      await http.delete(`${api(entity)}/delete`, { params: { id } });
    },
    async deleteMany(entity: string, ids: string[]) {
      await http.delete(`${api(entity)}/deleteBatch`, { params: { ids: ids.join(',') } });
    },
    async exportXls(entity: string, params: ListParams, options = {}) {
      // Signed like every GET by the client's interceptor; error bodies arrive as blobs and are
      // parsed there. Silent: the list shows 'file download failed' or the mapped message itself.
      // With a progress id the export may run long (its progress is polled): no client timeout.
      const { progressId } = options;
      const res = await http.get<Blob>(`${api(entity)}/exportXls`, {
        params: progressId ? { ...params, progressId } : params,
        responseType: 'blob',
        silent: true,
        ...(progressId ? { timeout: 0 } : {}),
      });
      return res.data;
    },
    async importExcel(entity, file, options = {}) {
      return postImport(http, `${api(entity)}/importExcel`, file, options);
    },
    async upload(file, options = {}) {
      const form = new FormData();
      form.append('file', file, file.name ?? 'file');
      form.append('biz', options.biz ?? 'temp');
      form.append('isup', '1');
      const res = await http.post('/sys/common/upload', form, {
        silent: true,
        signal: options.signal,
        onUploadProgress: (e) => {
          if (e.total) options.onProgress?.(Math.round((e.loaded / e.total) * 100));
        },
      });
      const body = res.data as { success?: boolean; message?: string };
      if (!body?.success || !body.message) throw Object.assign(new Error(body?.message || 'upload failed'), body);
      options.onProgress?.(100);
      return body.message;
    },
    async fetchFile(path, options = {}) {
      const res = await http.get<Blob>(`${STATIC_ROUTE}${storedPath(path)}`, {
        responseType: 'blob',
        silent: true,
        signal: options.signal,
      });
      return res.data;
    },
    async request<T = unknown>(call: PlatformCall) {
      const res = await http.request({
        method: call.method,
        url: call.path,
        params: call.params,
        data: call.body,
        silent: !call.notify,
      });
      return unwrap<T>(res);
    },
    async rootList<T extends object = Row>(entity: string, params: ListParams = {}) {
      return unwrap<PageResult<T> | T[]>(await http.get(`${api(entity)}/rootList`, { params, silent: true }));
    },
    async childList<T extends object = Row>(entity: string, pid: string, params: ListParams = {}) {
      return unwrap<PageResult<T> | T[]>(
        await http.get(`${api(entity)}/childList`, { params: { ...params, pid }, silent: true }),
      );
    },
  };
}
