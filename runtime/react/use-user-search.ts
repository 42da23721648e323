// The user picker dialog's page of users: GET /sys/user/queryUserComponentData (spec 001 §7.6),
// open to any signed-in user, with the account search as a like filter (`*x*`), the sex and
// birthday filters, an optional department (with its sub-departments), createTime desc (001 §9)
// and the business picker's page sizes 5/10/20/30 (default 5).
import { useCallback, useState } from 'react';
import type { PageResult } from '../core/wire.ts';
import { useDataProvider } from './registry-context.tsx';
import { useAsync } from './use-async.ts';
import type { PickerUser } from './use-user-labels.ts';

export const USER_PICKER_PAGE_SIZES = [5, 10, 20, 30];

export interface UserFilters {
  /** Account search; plain text means "contains". */
  username?: string;
  sex?: string | number;
  /** YYYY-MM-DD */
  birthday?: string;
}

export interface UserSearch {
  filters: UserFilters;
  departId?: string;
  pageNo: number;
  pageSize: number;
}

const OPERATOR = /^(\*|!|>=|<=)|\*$/;

/** The call's query parameters for a search state. */
export function userSearchParams(s: UserSearch): Record<string, string | number> {
  const params: Record<string, string | number> = {
    pageNo: s.pageNo,
    pageSize: s.pageSize,
    column: 'createTime',
    order: 'desc',
  };
  const account = s.filters.username?.trim();
  if (account) params.username = OPERATOR.test(account) ? account : `*${account}*`;
  if (s.filters.sex !== undefined && s.filters.sex !== '') params.sex = s.filters.sex;
  if (s.filters.birthday) params.birthday = s.filters.birthday;
  if (s.departId) params.departId = s.departId;
  return params;
}

export function useUserSearch(active: boolean) {
  const provider = useDataProvider();
  const [search, setSearch] = useState<UserSearch>({ filters: {}, pageNo: 1, pageSize: USER_PICKER_PAGE_SIZES[0] });
  const params = userSearchParams(search);
  const state = useAsync(active ? JSON.stringify(params) : null, () =>
    provider.request<PageResult<PickerUser>>({ method: 'GET', path: '/sys/user/queryUserComponentData', params }),
  );
  const setFilters = useCallback((filters: UserFilters) => setSearch((s) => ({ ...s, filters, pageNo: 1 })), []);
  const setDepart = useCallback((departId?: string) => setSearch((s) => ({ ...s, departId, pageNo: 1 })), []);
  const setPage = useCallback(
    (pageNo: number, pageSize: number) =>
      setSearch((s) => ({ ...s, pageNo: pageSize === s.pageSize ? pageNo : 1, pageSize })),
    [],
  );
  return { search, setFilters, setDepart, setPage, ...state };
}
