import { type UploadResult, uploadResultSchema } from '@gs/shared/identity';
import {
  type NoticeInput,
  type StaffNotice,
  type StaffNoticeSearch,
  staffNoticePageSchema,
  staffNoticeSchema,
} from '@gs/shared/staff-notices';
import { type MutationOptions, useInvalidatingMutation } from '@gs/web/hooks/use-invalidating-mutation';
import { sessionScopeKey } from '@gs/web/session-scope';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api, request } from '../../../lib/request';

export const noticeKeys = {
  all: [...sessionScopeKey, 'notices'] as const,
  list: (search: StaffNoticeSearch) => [...noticeKeys.all, 'list', search] as const,
};

/** GET /api/staff/notices: the shop's notices in every state and language (operator or owner). */
export async function getNotices(search: StaffNoticeSearch, options: { signal?: AbortSignal } = {}) {
  return staffNoticePageSchema.parse(await api.get('/api/staff/notices', { ...search }, options));
}

export function noticesQueryOptions(search: StaffNoticeSearch) {
  return queryOptions({
    queryKey: noticeKeys.list(search),
    queryFn: ({ signal }) => getNotices(search, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type SaveNoticeVariables = { id: number | null; input: NoticeInput };

/** POST /api/staff/notices (new) or PUT /api/staff/notices/:id (change): answers the notice as stored (sanitised). */
export async function saveNotice({ id, input }: SaveNoticeVariables): Promise<StaffNotice> {
  const data =
    id === null ? await api.post('/api/staff/notices', input) : await api.put(`/api/staff/notices/${id}`, input);
  return staffNoticeSchema.parse(data);
}

/** DELETE /api/staff/notices/:id. */
export async function deleteNotice(id: number): Promise<void> {
  await request(`/api/staff/notices/${id}`, { method: 'DELETE' });
}

/** POST /api/common/upload: an image for a notice, re-encoded by the server; answers its `/uploads/…` URL. */
export async function uploadNoticeImage(file: Blob): Promise<UploadResult> {
  return uploadResultSchema.parse(await apiClient.uploadFile('/api/common/upload', file, {}));
}

export function useSaveNotice(options: MutationOptions<StaffNotice, SaveNoticeVariables> = {}) {
  return useInvalidatingMutation(saveNotice, noticeKeys.all, options);
}

export function useDeleteNotice(options: MutationOptions<void, number> = {}) {
  return useInvalidatingMutation(deleteNotice, noticeKeys.all, options);
}
