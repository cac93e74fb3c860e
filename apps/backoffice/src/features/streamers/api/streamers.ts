import {
  type StaffStreamer,
  type StreamerInput,
  staffStreamerListSchema,
  staffStreamerSchema,
} from '@gs/shared/streamers';
import { type MutationOptions, useInvalidatingMutation } from '@gs/web/hooks/use-invalidating-mutation';
import { sessionScopeKey } from '@gs/web/session-scope';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, request } from '../../../lib/request';

export const streamerKeys = {
  all: [...sessionScopeKey, 'streamers'] as const,
  list: () => [...streamerKeys.all, 'list'] as const,
};

export type StaffStreamerList = z.infer<typeof staffStreamerListSchema>;

/** GET /api/staff/streamers: every streamer of the shop, enabled or not (the call has no paging). */
export async function getStreamers(options: { signal?: AbortSignal } = {}): Promise<StaffStreamerList> {
  return staffStreamerListSchema.parse(await api.get('/api/staff/streamers', undefined, options));
}

export function streamersQueryOptions() {
  return queryOptions({ queryKey: streamerKeys.list(), queryFn: ({ signal }) => getStreamers({ signal }) });
}

export interface SaveStreamerVariables {
  /** null adds a streamer. */
  id: number | null;
  input: StreamerInput;
}

/** POST /api/staff/streamers (new) or PUT /api/staff/streamers/:id (replace); 400 with the failing fields. */
export async function saveStreamer({ id, input }: SaveStreamerVariables): Promise<StaffStreamer> {
  const data =
    id === null ? await api.post('/api/staff/streamers', input) : await api.put(`/api/staff/streamers/${id}`, input);
  return staffStreamerSchema.parse(data);
}

/** DELETE /api/staff/streamers/:id. */
export async function deleteStreamer(id: number): Promise<void> {
  await request(`/api/staff/streamers/${id}`, { method: 'DELETE' });
}

export function useSaveStreamer(options: MutationOptions<StaffStreamer, SaveStreamerVariables> = {}) {
  return useInvalidatingMutation(saveStreamer, streamerKeys.all, options);
}

export function useDeleteStreamer(options: MutationOptions<void, number> = {}) {
  return useInvalidatingMutation(deleteStreamer, streamerKeys.all, options);
}
