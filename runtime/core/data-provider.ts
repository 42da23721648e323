// The one interface screens use to reach the server; runtime/http implements it over HTTP.
import type { ListParams, PageResult, Row } from './wire.ts';

export interface DataProvider {
  getList<T extends object = Row>(entity: string, params: ListParams): Promise<PageResult<T>>;
  getOne<T extends object = Row>(entity: string, id: string): Promise<T>;
  create<T extends object = Row>(entity: string, data: Partial<T>): Promise<T>;
  update<T extends object = Row>(entity: string, data: Partial<T> & { id: string; version: number }): Promise<T>;
  delete(entity: string, id: string): Promise<void>;
  deleteMany(entity: string, ids: string[]): Promise<void>;
  /**
   * The list's query (filters, sort, advanced query; paging is ignored) or `selections` (comma
   * separated ids) as an .xlsx workbook (GET exportXls). Rejects with status 404 when there is
   * nothing to export ('file download failed').
   */
  exportXls(entity: string, params: ListParams): Promise<Blob>;
}
