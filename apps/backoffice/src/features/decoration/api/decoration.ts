import { type UploadResult, uploadResultSchema } from '@gs/shared/identity';
import {
  type DecorationEntryInput,
  type DecorationPreviewToken,
  type DecorationPublishResult,
  decorationPreviewTokenSchema,
  decorationPublishResultSchema,
  type EditableDecorationArea,
  type StaffDecoration,
  type StaffDecorationEntry,
  staffDecorationEntrySchema,
  staffDecorationSchema,
} from '@gs/shared/staff-decoration';
import { sessionScopeKey } from '@gs/web/session-scope';
import { queryOptions, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { api, request } from '../../../lib/request';

export const decorationKeys = {
  all: [...sessionScopeKey, 'decoration'] as const,
  draft: () => [...decorationKeys.all, 'draft'] as const,
  previewToken: () => [...decorationKeys.all, 'preview-token'] as const,
};

type MutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/** GET /api/staff/decoration: the draft of areas 1–5 and whether it differs from the storefront. */
export async function getStaffDecoration(options: { signal?: AbortSignal } = {}): Promise<StaffDecoration> {
  return staffDecorationSchema.parse(await api.get('/api/staff/decoration', undefined, options));
}

export function staffDecorationQueryOptions() {
  return queryOptions({ queryKey: decorationKeys.draft(), queryFn: ({ signal }) => getStaffDecoration({ signal }) });
}

/** GET /api/staff/decoration/preview-token: a 10-minute token for the storefront's `?decorationPreview=`. */
export async function getPreviewToken(options: { signal?: AbortSignal } = {}): Promise<DecorationPreviewToken> {
  return decorationPreviewTokenSchema.parse(await api.get('/api/staff/decoration/preview-token', undefined, options));
}

export function previewTokenQueryOptions() {
  return queryOptions({
    queryKey: decorationKeys.previewToken(),
    queryFn: ({ signal }) => getPreviewToken({ signal }),
    // Renewed well before its 10 minutes run out, so an open preview keeps showing the draft.
    staleTime: 8 * 60_000,
    refetchInterval: 8 * 60_000,
  });
}

export interface SaveEntryVariables {
  /** null adds an entry at the end of its area. */
  id: number | null;
  input: DecorationEntryInput;
}

/** POST /api/staff/decoration/entries or PUT …/entries/:id; 400 with the failing fields. */
export async function saveDecorationEntry({ id, input }: SaveEntryVariables): Promise<StaffDecorationEntry> {
  const data =
    id === null
      ? await api.post('/api/staff/decoration/entries', input)
      : await api.put(`/api/staff/decoration/entries/${id}`, input);
  return staffDecorationEntrySchema.parse(data);
}

/** DELETE /api/staff/decoration/entries/:id. */
export async function deleteDecorationEntry(id: number): Promise<void> {
  await request(`/api/staff/decoration/entries/${id}`, { method: 'DELETE' });
}

export interface ReorderVariables {
  area: EditableDecorationArea;
  ids: number[];
}

/** PUT /api/staff/decoration/areas/:area/order: every entry of the area in its new order. */
export async function reorderDecorationArea({ area, ids }: ReorderVariables): Promise<StaffDecorationEntry[]> {
  const data = await api.put(`/api/staff/decoration/areas/${area}/order`, { ids });
  return z.array(staffDecorationEntrySchema).parse(data);
}

/** POST /api/staff/decoration/publish: the storefront shows the draft at once. */
export async function publishDecoration(): Promise<DecorationPublishResult> {
  return decorationPublishResultSchema.parse(await api.post('/api/staff/decoration/publish'));
}

/** POST /api/staff/decoration/discard: the draft becomes the published set again. */
export async function discardDecorationDraft(): Promise<StaffDecoration> {
  return staffDecorationSchema.parse(await api.post('/api/staff/decoration/discard'));
}

/** POST /api/common/upload: one image, re-encoded by the server; answers its `/uploads/…` URL. */
export async function uploadDecorationImage(file: Blob, onProgress?: (percent: number) => void): Promise<UploadResult> {
  return uploadResultSchema.parse(await apiClient.uploadFile('/api/common/upload', file, { onProgress }));
}

/** A mutation of the draft: once it succeeded, the draft (and the preview) are read again. */
function useDraftMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess, ...options }: MutationOptions<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: decorationKeys.draft() });
      return onSuccess?.(...args);
    },
  });
}

export function useSaveDecorationEntry(options: MutationOptions<StaffDecorationEntry, SaveEntryVariables> = {}) {
  return useDraftMutation(saveDecorationEntry, options);
}

export function useDeleteDecorationEntry(options: MutationOptions<void, number> = {}) {
  return useDraftMutation(deleteDecorationEntry, options);
}

/**
 * Reordering shows the new order at once (the drag already did) and puts the old one back if the server refuses.
 */
export function useReorderDecorationArea(options: MutationOptions<StaffDecorationEntry[], ReorderVariables> = {}) {
  const queryClient = useQueryClient();
  const { onError, onSuccess, ...rest } = options;
  return useMutation<StaffDecorationEntry[], Error, ReorderVariables, { previous?: StaffDecoration }>({
    ...rest,
    mutationFn: reorderDecorationArea,
    onMutate: async ({ area, ids }) => {
      await queryClient.cancelQueries({ queryKey: decorationKeys.draft() });
      const previous = queryClient.getQueryData<StaffDecoration>(decorationKeys.draft());
      if (previous) {
        queryClient.setQueryData<StaffDecoration>(decorationKeys.draft(), {
          ...previous,
          areas: previous.areas.map((entry) =>
            entry.area === area
              ? {
                  ...entry,
                  entries: ids
                    .map((id) => entry.entries.find((candidate) => candidate.id === id))
                    .filter((candidate): candidate is StaffDecorationEntry => candidate !== undefined),
                }
              : entry,
          ),
        });
      }
      return { previous };
    },
    onError: (error, variables, context, mutation) => {
      if (context?.previous) queryClient.setQueryData(decorationKeys.draft(), context.previous);
      return onError?.(error, variables, context, mutation);
    },
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: decorationKeys.draft() });
      return onSuccess?.(...args);
    },
  });
}

export function usePublishDecoration(options: MutationOptions<DecorationPublishResult, void> = {}) {
  return useDraftMutation(publishDecoration, options);
}

export function useDiscardDecorationDraft(options: MutationOptions<StaffDecoration, void> = {}) {
  return useDraftMutation(discardDecorationDraft, options);
}
