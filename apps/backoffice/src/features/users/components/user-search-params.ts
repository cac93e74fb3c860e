import {
  type StaffUserSort,
  type StaffUserStatus,
  staffUserSortFields,
  staffUserStatuses,
} from '@gs/shared/staff-users';
import { parsePageNum, parseQueryId } from '@gs/web/query-values';
import type { UserListQuery } from '../api/user-keys';

/** The users list's state as the URL keeps it: search text, status, sort, page and the user open in the drawer. */
export interface UserSearchState {
  q?: string;
  status?: StaffUserStatus;
  sort: StaffUserSort;
  order: 'asc' | 'desc';
  pageNum: number;
  pageSize: number;
  /** The user shown in the drawer. */
  id?: number;
}

export const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = 20;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** Reads the state from the URL, dropping what is malformed (a hand-edited link shows the valid part). */
export function readUserSearch(params: URLSearchParams): UserSearchState {
  const q = params.get('q')?.trim().slice(0, 40) || undefined;
  const pageSize = Number(params.get('pageSize'));
  return {
    q,
    status: oneOf(staffUserStatuses, params.get('status')),
    sort: oneOf(staffUserSortFields, params.get('sort')) ?? 'registered',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    pageNum: parsePageNum(params.get('pageNum')),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    id: parseQueryId(params.get('id')) ?? undefined,
  };
}

/** The state as URL parameters: defaults and empty values left out. */
export function writeUserSearch(state: UserSearchState): Record<string, string> {
  const entries: [string, string | number | undefined][] = [
    ['q', state.q],
    ['status', state.status],
    ['sort', state.sort === 'registered' ? undefined : state.sort],
    ['order', state.order === 'desc' ? undefined : state.order],
    ['pageNum', state.pageNum === 1 ? undefined : state.pageNum],
    ['pageSize', state.pageSize === DEFAULT_PAGE_SIZE ? undefined : state.pageSize],
    ['id', state.id],
  ];
  return Object.fromEntries(
    entries
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** The search, status and sort without the page: what the export writes to its file. */
export function toUserExportQuery(state: UserSearchState) {
  return {
    ...(state.q ? { q: state.q } : {}),
    ...(state.status ? { status: state.status } : {}),
    sort: state.sort,
    order: state.order,
  };
}

export function toUserListQuery(state: UserSearchState): UserListQuery {
  return {
    ...toUserExportQuery(state),
    pageNum: state.pageNum,
    pageSize: state.pageSize,
  };
}
