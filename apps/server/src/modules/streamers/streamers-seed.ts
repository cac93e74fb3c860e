import type { StreamerInput } from '@gs/shared/streamers';
import type { Db } from '../../db/database.ts';
import { insertStreamer, listAllStreamers } from './streamers.repository.ts';

/** Adds streamers to a tenant that has none yet (the demo seed). */
export async function seedStreamers(db: Db, tenantId: number, streamers: StreamerInput[], at: Date): Promise<void> {
  if ((await listAllStreamers(db, tenantId)).length > 0) return;
  for (const streamer of streamers) {
    await insertStreamer(
      db,
      tenantId,
      {
        name: streamer.name,
        platform: streamer.platform,
        room_url: streamer.roomUrl,
        avatar_url: streamer.avatar,
        games: streamer.games,
        sort: streamer.sort,
        enabled: streamer.enabled,
      },
      at,
    );
  }
}
