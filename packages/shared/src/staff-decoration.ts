import { z } from 'zod';
import { DECORATION_PREVIEW_PARAM, tenantQuerySchema } from './tenant.ts';
import { visibleTextSchema } from './text.ts';

/**
 * The home-page areas staff decorate in the back office: 1 banner carousel, 2 navigation icons, 3 recommended
 * games, 4 ad slots, 5 notice strip. Area 6 (the streamers section) is kept by the streamers screen.
 */
export const editableDecorationAreas = [1, 2, 3, 4, 5] as const;
export const editableDecorationAreaSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type EditableDecorationArea = z.infer<typeof editableDecorationAreaSchema>;

/** Areas whose entries are pictures (the notice strip is text only). */
export const decorationAreasWithImage: readonly EditableDecorationArea[] = [1, 2, 3, 4];

/** Entries an area may hold. */
export const DECORATION_AREA_MAX_ENTRIES = 20;

/** How long a preview token lasts. */
export const DECORATION_PREVIEW_TTL_MS = 10 * 60 * 1000;

/** `GET /api/web/decoration/type`: the fixed type/state, and optionally a preview token (then the draft answers). */
export const decorationQuerySchema = tenantQuerySchema.extend({
  [DECORATION_PREVIEW_PARAM]: z.string().max(1000).optional(),
});

/**
 * Whether a decoration link is safe to publish: empty (no link), a path on the storefront (one leading `/`, no
 * backslash or control characters), or an absolute http(s) address. Never `javascript:`, `data:` or `//host`.
 */
export function isSafeDecorationLink(link: string): boolean {
  if (link === '') return true;
  for (const character of link) {
    const code = character.codePointAt(0) ?? 0;
    if (character === '\\' || code < 0x20 || code === 0x7f || character === ' ') return false;
  }
  if (link.startsWith('/')) return !link.startsWith('//');
  // Spelled out rather than parsed (a URL parser also reads `https:///host` or `https:host` as a host): a scheme of
  // http or https, a host name (no user info), an optional port, then anything without spaces.
  return /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?([/?#]\S*)?$/i.test(link);
}

/** Pages of the storefront an entry can link to (the back office offers them by name; `key` names its label). */
export const storefrontLinkTargets = [
  { key: 'home', path: '/' },
  { key: 'buy', path: '/pages/accountOrder?pageType=buy' },
  { key: 'sell', path: '/pages/accountOrder?pageType=sale' },
  { key: 'quickRecycle', path: '/pages/kuaisuhuishou' },
  { key: 'biddingRecycle', path: '/pages/jingjiahuishou' },
  { key: 'consignment', path: '/pages/guanwangjishou' },
  { key: 'notices', path: '/pages/other/gonggao' },
  { key: 'personalCenter', path: '/pages/other/geren' },
  { key: 'myOrders', path: '/pages/other/orderList' },
  { key: 'favourites', path: '/pages/other/collect' },
  { key: 'introduction', path: '/pages/other/jieshao' },
  { key: 'merchantApplication', path: '/pages/other/shenqingShangjia' },
  { key: 'feedback', path: '/pages/other/fankui' },
  { key: 'appDownload', path: '/pages/appDownload' },
] as const;
export type StorefrontLinkTarget = (typeof storefrontLinkTargets)[number];

/** The storefront's market of one game (its product list). */
export function gameMarketLink(gameId: number): string {
  return `/pages/goodList?gameId=${gameId}`;
}

/** The game of a game-market link, or null. */
export function gameIdOfLink(link: string): number | null {
  const match = /^\/pages\/goodList\?gameId=(\d{1,12})$/.exec(link);
  return match ? Number(match[1]) : null;
}

const scheduleSchema = z.iso.datetime({ offset: true }).nullable();

/** A decoration entry as staff write it (into the draft). Links and images are checked by the server's rules. */
export const decorationEntryInputSchema = z.object({
  area: editableDecorationAreaSchema,
  /** A public upload of this shop (`/uploads/…`); empty for the notice strip. */
  image: z.string().trim().max(500),
  /** The picture English readers see, optional (an upload as `image` is; empty shows `image` in English too). */
  imageEn: z.string().trim().max(500).default(''),
  title: visibleTextSchema().min(1).max(120),
  /** The English title, optional (blank is empty; empty shows `title` in English too). */
  titleEn: visibleTextSchema().max(120).default(''),
  /** Empty, a storefront path or an http(s) address (see isSafeDecorationLink). */
  link: z.string().trim().max(500),
  /** Shown from (inclusive); null: at once. */
  startsAt: scheduleSchema,
  /** Shown until (exclusive); null: without end. */
  endsAt: scheduleSchema,
});
export type DecorationEntryInput = z.infer<typeof decorationEntryInputSchema>;

export const staffDecorationEntrySchema = z.object({
  id: z.number().int(),
  area: editableDecorationAreaSchema,
  image: z.string(),
  /** Empty when none was uploaded. */
  imageEn: z.string(),
  title: z.string(),
  /** Empty when none was written. */
  titleEn: z.string(),
  link: z.string(),
  sort: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type StaffDecorationEntry = z.infer<typeof staffDecorationEntrySchema>;

/** `GET /api/staff/decoration`: the draft by area, and whether it differs from what the storefront shows. */
export const staffDecorationSchema = z.object({
  areas: z.array(z.object({ area: editableDecorationAreaSchema, entries: z.array(staffDecorationEntrySchema) })),
  /** The draft differs from the published set (publishing would change the storefront). */
  hasChanges: z.boolean(),
  draftUpdatedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type StaffDecoration = z.infer<typeof staffDecorationSchema>;

export const decorationEntryIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const decorationAreaParamsSchema = z.object({
  area: z.coerce.number().int().min(1).max(5).pipe(editableDecorationAreaSchema),
});

/** The entries of one area in their new order (every entry of the area, once). */
export const decorationOrderInputSchema = z.object({
  ids: z.array(z.number().int().positive()).max(DECORATION_AREA_MAX_ENTRIES),
});
export type DecorationOrderInput = z.infer<typeof decorationOrderInputSchema>;

/** `POST /api/staff/decoration/publish`: how many entries the storefront showed before and shows now. */
export const decorationPublishResultSchema = z.object({
  before: z.number().int(),
  after: z.number().int(),
  decoration: staffDecorationSchema,
});
export type DecorationPublishResult = z.infer<typeof decorationPublishResultSchema>;

/** `GET /api/staff/decoration/preview-token`: a token for the storefront's `?decorationPreview=` (10 minutes). */
export const decorationPreviewTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type DecorationPreviewToken = z.infer<typeof decorationPreviewTokenSchema>;
