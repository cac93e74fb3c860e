import { z } from 'zod';
import { locales } from './tenant-basics.ts';

export {
  BOOT_DATA_ELEMENT_ID,
  DECORATION_PREVIEW_PARAM,
  isLocale,
  type Locale,
  locales,
  SELF_OPERATED_SERVICE_CODE,
} from './tenant-basics.ts';

export const localeSchema = z.enum(locales);

/** The fixed `type=1&state=1` query of the tenant and decoration calls (SPEC §9). */
export const tenantQuerySchema = z.object({
  type: z.coerce.number().int().default(1),
  state: z.coerce.number().int().default(1),
});

export const serviceContactSchema = z.object({
  kind: z.enum(['qq', 'wechat']),
  label: z.string(),
  value: z.string(),
});
export type ServiceContact = z.infer<typeof serviceContactSchema>;

/** How the storefront labels an amount (always CNY fen): `symbol` ¥1,280.00, `code` CNY 1,280.00 (for foreign buyers). */
export const amountLabels = ['symbol', 'code'] as const;
export const amountLabelSchema = z.enum(amountLabels);
export type AmountLabel = z.infer<typeof amountLabelSchema>;

/** The storefront footer's facts about the shop (back-office settings, footer section); '' where the shop has none. */
export const shopFooterSchema = z.object({
  companyName: z.string(),
  /** The ICP filing or licence number, linked to the MIIT's filing search (beian.miit.gov.cn). */
  icpNumber: z.string(),
  serviceHours: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
});
export type ShopFooter = z.infer<typeof shopFooterSchema>;

/** A suspended shop still answers getTenant (with this status) so its storefront can say so; it refuses logins and trading. */
export const tenantStatuses = ['active', 'suspended'] as const;
export const tenantStatusSchema = z.enum(tenantStatuses);
export type TenantStatus = z.infer<typeof tenantStatusSchema>;

/** 'platform': the platform's own host (the console of platform admins), not a shop. */
export const tenantKinds = ['shop', 'platform'] as const;
export const tenantKindSchema = z.enum(tenantKinds);
export type TenantKind = z.infer<typeof tenantKindSchema>;

/** `GET /api/web/getTenant` data: the public face of the tenant resolved from the Host header. */
export const tenantInfoSchema = z.object({
  tenantId: z.number().int(),
  code: z.string(),
  tenantName: z.string(),
  avatar: z.string(),
  useTheme: z.number().int(),
  groups: z.array(z.string()),
  retailKey: z.string(),
  hotSearches: z.array(z.string()),
  locale: localeSchema,
  primaryColor: z.string(),
  priceMarkupPercent: z.number(),
  serviceContacts: z.array(serviceContactSchema),
  amountLabel: amountLabelSchema,
  footer: shopFooterSchema,
  status: tenantStatusSchema,
  kind: tenantKindSchema,
});
export type TenantInfo = z.infer<typeof tenantInfoSchema>;

export const decorationAreas = [1, 2, 3, 4, 5, 6] as const;
/**
 * 1 banner carousel, 2 navigation icons, 3 recommended games, 4 ad slots, 5 notice strip, 6 the streamers section
 * (an entry there places it on the home page; its title heads the section, its image and link are unused).
 */
export const decorationAreaSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);
export type DecorationArea = z.infer<typeof decorationAreaSchema>;

export const decorationInfoSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  link: z.string(),
  sort: z.number().int(),
});
export type DecorationInfo = z.infer<typeof decorationInfoSchema>;

export const decorationEntrySchema = z.object({
  area: decorationAreaSchema,
  decorationInfos: z.array(decorationInfoSchema),
});
export type DecorationEntry = z.infer<typeof decorationEntrySchema>;

export const appVersionQuerySchema = z.object({ appType: z.coerce.number().int().min(1).max(9) });

/** `GET /api/app/version/lastOne` data, or null when the tenant offers no app. */
export const appVersionSchema = z.object({
  appType: z.number().int(),
  version: z.string(),
  releaseNotes: z.string(),
  downloadUrl: z.string(),
  publishedAt: z.string(),
});
export type AppVersion = z.infer<typeof appVersionSchema>;

const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'visitorId must be 8–64 letters, digits, "-" or "_"');

export const tenantBrowseInputSchema = z.object({
  path: z.string().min(1).max(512),
  visitorId: visitorIdSchema,
});
export type TenantBrowseInput = z.infer<typeof tenantBrowseInputSchema>;

export const goodsBrowseInputSchema = z.object({
  goodsId: z.coerce.number().int().positive(),
  visitorId: visitorIdSchema,
});
export type GoodsBrowseInput = z.infer<typeof goodsBrowseInputSchema>;

export const browseRecordedSchema = z.object({ recorded: z.literal(true) });

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** `/api/live`: the process answers (no database), so a supervisor restarts only a process that hangs. */
export const liveSchema = z.object({ status: z.literal('ok') });

/** One readiness check: passed, failed, or not run (Redis without REDIS_URL; everything else once stopping). */
export const readinessCheckSchema = z.enum(['ok', 'failed', 'skipped']);
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/**
 * `/api/ready`'s checks: `running` fails as soon as the process begins a graceful stop; `migrations` fails while
 * this build has a migration the database has not run. A 503 envelope carries the same object as `checks`.
 */
export const readinessChecksSchema = z.object({
  running: readinessCheckSchema,
  database: readinessCheckSchema,
  migrations: readinessCheckSchema,
  redis: readinessCheckSchema,
});
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;

export const readinessSchema = z.object({ status: z.literal('ready'), checks: readinessChecksSchema });

/**
 * What the server writes into the storefront's index.html (`<script type="application/json" id="boot-data">`):
 * the answers of getTenant and the home decoration for the page's host, so the first render needs no API round
 * trip. A data block is never executed, so the page stays within `script-src 'self'`.
 */
export const bootDataSchema = z.object({ tenant: tenantInfoSchema, decoration: z.array(decorationEntrySchema) });
export type BootData = z.infer<typeof bootDataSchema>;
