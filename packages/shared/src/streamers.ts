import { z } from 'zod';
import { visibleTextSchema } from './text.ts';

/*
 * Streamers (`GET /api/account/zhubo/list?type&createId=1`): the tenant's streamers, shown on the home page where
 * decoration area 6 places the section. Public, tenant-scoped, enabled ones only, by `sort` then id.
 *
 * `type` filters by platform: 1 douyin (抖音), 2 kuaishou (快手), 3 huya (虎牙), 4 douyu (斗鱼), 5 bilibili (哔哩哔哩),
 * 6 other; the platform's name is accepted too; absent, empty or 0 means every platform. `createId=1` (the tenant's
 * own streamers, the only kind there is) is accepted; any other value is ignored the same way.
 *
 * Staff (operator, owner): GET/POST /api/staff/streamers, PUT/DELETE /api/staff/streamers/:id.
 */

export const streamerPlatforms = ['douyin', 'kuaishou', 'huya', 'douyu', 'bilibili', 'other'] as const;
export const streamerPlatformSchema = z.enum(streamerPlatforms);
export type StreamerPlatform = z.infer<typeof streamerPlatformSchema>;

/** The platform a `type` names (1–6 or the platform's name), or null for every platform. */
export function platformOfType(type: string | undefined): StreamerPlatform | null {
  const text = type?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0') return null;
  if (/^[1-6]$/.test(text)) return streamerPlatforms[Number(text) - 1] ?? null;
  return streamerPlatformSchema.safeParse(text).success ? (text as StreamerPlatform) : null;
}

export const streamerListQuerySchema = z.object({
  type: z.string().max(20).optional(),
  createId: z.string().max(20).optional(),
});

export const streamerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  platform: streamerPlatformSchema,
  roomUrl: z.string(),
  avatar: z.string(),
  games: z.array(z.string()),
  sort: z.number().int(),
});
export type Streamer = z.infer<typeof streamerSchema>;

export const streamerListSchema = z.array(streamerSchema);

const httpUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, 'Enter an address starting with http:// or https://');

export const streamerInputSchema = z.object({
  name: visibleTextSchema().min(1).max(40),
  platform: streamerPlatformSchema,
  roomUrl: httpUrlSchema,
  /** A public upload of this shop (`/uploads/…`), or empty. */
  avatar: z
    .string()
    .trim()
    .max(500)
    .regex(/^(|\/uploads\/[^\s]+)$/, 'Choose an uploaded image'),
  games: z.array(visibleTextSchema().min(1).max(20)).max(6),
  sort: z.number().int().min(0).max(9999),
  enabled: z.boolean(),
});
export type StreamerInput = z.infer<typeof streamerInputSchema>;

export const staffStreamerSchema = streamerSchema.extend({
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffStreamer = z.infer<typeof staffStreamerSchema>;

export const staffStreamerListSchema = z.object({ rows: z.array(staffStreamerSchema), total: z.number().int() });

export const streamerIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
