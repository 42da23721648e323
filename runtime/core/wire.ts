// The wire format shared by server and client (JeecgBoot-compatible envelope).

export interface ApiResult<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
  /** Request id, present on errors so a user can quote it. */
  requestId?: string;
}

export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  /** False when `total` is a cached count of a big set rather than counted for this page (additive). */
  totalExact?: boolean;
  /** Opaque cursors for the next/previous page (keyset paging; additive, pass back as `cursor`). */
  nextCursor?: string;
  prevCursor?: string;
}

export const PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/** Query parameters of a generic list call. Field filters are further string keys. */
export interface ListParams {
  pageNo?: number;
  pageSize?: number;
  column?: string;
  order?: 'asc' | 'desc';
  /** A page's nextCursor/prevCursor: the page after/before it (instead of pageNo). */
  cursor?: string;
  [field: string]: string | number | undefined;
}

export type Row = Record<string, unknown> & { id?: string; version?: number };
