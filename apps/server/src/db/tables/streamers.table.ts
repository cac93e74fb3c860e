import type { ColumnType, Generated, Selectable } from 'kysely';

export type StreamerPlatformValue = 'douyin' | 'kuaishou' | 'huya' | 'douyu' | 'bilibili' | 'other';

/** A streamer the tenant shows on its home page. */
export interface StreamersTable {
  tenant_id: number;
  id: Generated<number>;
  name: string;
  platform: StreamerPlatformValue;
  room_url: string;
  avatar_url: ColumnType<string, string | undefined>;
  games: ColumnType<string[], string[] | undefined>;
  sort: ColumnType<number, number | undefined>;
  enabled: ColumnType<boolean, boolean | undefined>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type StreamerRow = Selectable<StreamersTable>;
