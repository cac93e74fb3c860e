import { platformOfType, type StaffStreamer, type Streamer, type StreamerInput } from '@gs/shared/streamers';
import type { StreamerRow } from '../../db/tables/streamers.table.ts';
import type { RequestContext, UserContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import {
  deleteStreamer as deleteStreamerRow,
  findStreamer,
  insertStreamer,
  listAllStreamers,
  listEnabledStreamers,
  type StreamerValues,
  updateStreamer as updateStreamerRow,
} from './streamers.repository.ts';

function toStreamer(row: StreamerRow): Streamer {
  return {
    id: row.id,
    name: row.name,
    platform: row.platform,
    roomUrl: row.room_url,
    avatar: row.avatar_url,
    games: row.games,
    sort: row.sort,
  };
}

function toStaffStreamer(row: StreamerRow): StaffStreamer {
  return {
    ...toStreamer(row),
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const toValues = (input: StreamerInput): StreamerValues => ({
  name: input.name,
  platform: input.platform,
  room_url: input.roomUrl,
  avatar_url: input.avatar,
  games: input.games,
  sort: input.sort,
  enabled: input.enabled,
});

/** The tenant's enabled streamers, of the platform `type` names (see the contract), by sort. */
export async function listStreamers(ctx: RequestContext, type: string | undefined): Promise<Streamer[]> {
  return (await listEnabledStreamers(ctx.db, ctx.tenantId, platformOfType(type))).map(toStreamer);
}

/** Every streamer of the tenant, enabled or not (staff). */
export async function listStaffStreamers(ctx: UserContext): Promise<{ rows: StaffStreamer[]; total: number }> {
  const rows = (await listAllStreamers(ctx.db, ctx.tenantId)).map(toStaffStreamer);
  return { rows, total: rows.length };
}

/** One streamer of the tenant; 404 when it is not this tenant's. */
export async function getStaffStreamer(ctx: UserContext, id: number): Promise<StaffStreamer> {
  const row = await findStreamer(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('streamerNotFound');
  return toStaffStreamer(row);
}

/** Adds a streamer. */
export async function createStreamer(ctx: UserContext, input: StreamerInput): Promise<StaffStreamer> {
  return toStaffStreamer(await insertStreamer(ctx.db, ctx.tenantId, toValues(input), ctx.clock.now()));
}

/** Replaces a streamer's fields; 404 when not found. */
export async function updateStreamer(ctx: UserContext, id: number, input: StreamerInput): Promise<StaffStreamer> {
  const row = await updateStreamerRow(ctx.db, ctx.tenantId, id, toValues(input), ctx.clock.now());
  if (!row) throw notFound('streamerNotFound');
  return toStaffStreamer(row);
}

/** Removes a streamer; 404 when not found. */
export async function deleteStreamer(ctx: UserContext, id: number): Promise<void> {
  if (!(await deleteStreamerRow(ctx.db, ctx.tenantId, id))) throw notFound('streamerNotFound');
}
