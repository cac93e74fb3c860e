import { z } from 'zod';
import { amountLabelSchema, localeSchema } from './tenant.ts';
import { visibleTextSchema } from './text.ts';

/*
 * Shop settings in the back office (issue 14, screen 7), for the shop's owner (and platform admins): operators run
 * orders and listings and see none of this. `GET /api/staff/settings` answers every section; each section is
 * changed on its own with `PUT /api/staff/settings/{section}` (the whole section, in one transaction) and applies to
 * the storefront at once. Secrets (payment and SMS keys) are write-only: an answer says whether one is set, with a
 * fingerprint and when it was set, never the key; an empty key in a PUT keeps the stored one.
 */

const id = z.number().int().positive();

export const SHOP_NAME_MAX = 60;
export const HOT_SEARCHES_MAX = 3;
export const HOT_SEARCH_LENGTH_MAX = 20;
export const SERVICE_CONTACTS_MAX = 10;
export const QQ_GROUPS_MAX = 50;
export const PRICE_MARKUP_PERCENT_MAX = 100;
export const PAYMENT_MINUTES_MAX = 1440;
export const AUTO_CONFIRM_HOURS_MAX = 720;
export const MAX_UNPAID_ORDERS_MAX = 50;
/** Bounds of the shop's payout hold and claim settings (the order_settings column checks say the same). */
export const PAYOUT_HOLD_DAYS_MAX = 365;
export const CLAIM_DAYS_MAX = 3650;
export const CLAIM_SELLER_REPLY_HOURS_MAX = 720;
/** Lengths of the footer's texts. */
export const COMPANY_NAME_MAX = 100;
export const SERVICE_HOURS_MAX = 60;

/** 1 Android, 2 iOS; the storefront's "App download" item follows type 1. */
export const APP_TYPE_ANDROID = 1;
export const APP_TYPE_IOS = 2;

export const settingsSections = ['shop', 'footer', 'orders', 'captcha', 'sms', 'appVersions', 'payment'] as const;
export const settingsSectionSchema = z.enum(settingsSections);
export type SettingsSection = z.infer<typeof settingsSectionSchema>;

const httpUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, 'Enter an address starting with http:// or https://');

const noDuplicates = (values: string[]) => new Set(values).size === values.length;

// Shop ------------------------------------------------------------------------------------------------------------

export const serviceContactInputSchema = z.object({
  kind: z.enum(['qq', 'wechat']),
  label: visibleTextSchema().min(1).max(20),
  value: visibleTextSchema().min(1).max(60),
});

/** A customer-service QQ group: for one game, or for every game (`gameId` null). `id` keeps an existing group. */
export const qqGroupInputSchema = z.object({
  id: id.optional(),
  gameId: id.nullable(),
  name: visibleTextSchema().min(1).max(60),
  number: z
    .string()
    .trim()
    .regex(/^\d{5,12}$/, 'A QQ group number has 5–12 digits'),
  joinUrl: z.union([z.literal(''), httpUrlSchema]),
  enabled: z.boolean(),
});
export type QqGroupInput = z.infer<typeof qqGroupInputSchema>;

const hotSearchesInputSchema = z
  .array(visibleTextSchema().min(1).max(HOT_SEARCH_LENGTH_MAX))
  .max(HOT_SEARCHES_MAX)
  .refine(noDuplicates, 'Hot searches must differ');

/** `PUT /api/staff/settings/shop`. The logo is the current one, one of the caller's own uploads, or '' (none). */
export const shopSettingsInputSchema = z.object({
  name: visibleTextSchema().min(1).max(SHOP_NAME_MAX),
  logoUrl: z.string().trim().max(500),
  /** The storefront's header: 1 top bar and search band, 2 user area in the menu bar, 3 logo in the menu bar. */
  useTheme: z.number().int().min(1).max(3),
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #rrggbb, e.g. #1677ff'),
  defaultLocale: localeSchema,
  hotSearches: hotSearchesInputSchema,
  /** The hot searches English readers see (none: the shop's, game names read in English); left out: kept. */
  hotSearchesEn: hotSearchesInputSchema.optional(),
  /** Added to supplied listings' prices, in percent with at most two decimals (kept as basis points). */
  priceMarkupPercent: z
    .number()
    .min(0)
    .max(PRICE_MARKUP_PERCENT_MAX)
    .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, 'Use at most two decimals'),
  /** How the storefront labels amounts: `symbol` ¥1,280.00 or `code` CNY 1,280.00 (amounts stay CNY fen). */
  amountLabel: amountLabelSchema,
  serviceContacts: z.array(serviceContactInputSchema).max(SERVICE_CONTACTS_MAX),
  /** Every QQ group of the shop, in display order; a group left out is deleted. */
  qqGroups: z.array(qqGroupInputSchema).max(QQ_GROUPS_MAX),
});
export type ShopSettingsInput = z.infer<typeof shopSettingsInputSchema>;

export const shopSettingsSchema = z.object({
  name: z.string(),
  logoUrl: z.string(),
  useTheme: z.number().int(),
  primaryColor: z.string(),
  defaultLocale: localeSchema,
  hotSearches: z.array(z.string()),
  hotSearchesEn: z.array(z.string()),
  priceMarkupPercent: z.number(),
  amountLabel: amountLabelSchema,
  serviceContacts: z.array(z.object({ kind: z.enum(['qq', 'wechat']), label: z.string(), value: z.string() })),
  qqGroups: z.array(
    z.object({
      id,
      gameId: id.nullable(),
      name: z.string(),
      number: z.string(),
      joinUrl: z.string(),
      enabled: z.boolean(),
    }),
  ),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

// Footer ----------------------------------------------------------------------------------------------------------

/**
 * An ICP filing number (京ICP备12345678号-1), an ICP licence (粤ICP证030173号) or a value-added telecom licence
 * (粤B2-20201234): the province's one-character abbreviation first, as MIIT issues them.
 */
export const ICP_NUMBER_PATTERN = /^[\u4e00-\u9fa5](ICP[备证]\d{6,12}号(-\d{1,3})?|B2-\d{8})$/;

/** A contact phone: 5–20 digits, spaces or dashes, an optional leading + (400-820-8820, +86 21 6032 8800). */
export const CONTACT_PHONE_PATTERN = /^\+?[0-9][0-9 -]{3,18}[0-9]$/;

const emailSchema = z.email();

/**
 * `PUT /api/staff/settings/footer`: what the storefront's footer says about the shop; '' leaves a line out. Service
 * contacts (QQ / WeChat) are the shop section's; the legal texts linked are the shop's notices.
 */
export const footerSettingsInputSchema = z.object({
  companyName: visibleTextSchema().max(COMPANY_NAME_MAX),
  icpNumber: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || ICP_NUMBER_PATTERN.test(value),
      'An ICP number looks like 京ICP备12345678号-1 or 粤B2-20201234',
    ),
  serviceHours: visibleTextSchema().max(SERVICE_HOURS_MAX),
  contactPhone: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || CONTACT_PHONE_PATTERN.test(value),
      'A phone number has 5–20 digits, spaces or dashes, e.g. 400-820-8820',
    ),
  contactEmail: z
    .string()
    .trim()
    .max(100)
    .refine((value) => value === '' || emailSchema.safeParse(value).success, 'Enter an email address'),
});
export type FooterSettingsInput = z.infer<typeof footerSettingsInputSchema>;

export const footerSettingsSchema = z.object({
  companyName: z.string(),
  icpNumber: z.string(),
  serviceHours: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
});
export type FooterSettings = z.infer<typeof footerSettingsSchema>;

// Orders ----------------------------------------------------------------------------------------------------------

/** The unpaid-order cap of a shop that has not set its own (null below). */
export const DEFAULT_MAX_UNPAID_ORDERS = 2;

const payoutHoldDaysSchema = z.number().int().min(0).max(PAYOUT_HOLD_DAYS_MAX);
const claimDaysSchema = z.number().int().min(0).max(CLAIM_DAYS_MAX);

/** `PUT /api/staff/settings/orders` */
export const orderSettingsInputSchema = z.object({
  /** An unpaid order expires after this many minutes and its listing goes back on sale. */
  paymentMinutes: z.number().int().min(1).max(PAYMENT_MINUTES_MAX),
  /** A delivered order completes by itself after this many hours unless the buyer confirms or complains. */
  autoConfirmHours: z.number().int().min(1).max(AUTO_CONFIRM_HOURS_MAX),
  /** At most this many unpaid orders per buyer at a time; null: DEFAULT_MAX_UNPAID_ORDERS. */
  maxUnpaidOrders: z.number().int().min(1).max(MAX_UNPAID_ORDERS_MAX).nullable(),
  /**
   * Days a seller's proceeds stay held after completion, per the order's guarantee (0: paid into the wallet at once);
   * a claim opened meanwhile keeps them held until it is decided.
   */
  payoutHoldDays: z.object({
    retrieval: payoutHoldDaysSchema,
    face: payoutHoldDaysSchema,
    none: payoutHoldDaysSchema,
  }),
  /** A buyer may open a claim this many days after completion under the retrieval / face-cover guarantee. */
  claimDaysRetrieval: claimDaysSchema,
  claimDaysFace: claimDaysSchema,
  /** Hours the seller has to answer a claim. */
  claimSellerReplyHours: z.number().int().min(1).max(CLAIM_SELLER_REPLY_HOURS_MAX),
  /** New listings of a seller with an upheld retrieval claim go to review even when the shop auto-approves. */
  claimReviewUpheldSellers: z.boolean(),
});
export type OrderSettingsInput = z.infer<typeof orderSettingsInputSchema>;
export const orderSettingsSchema = z.object({
  paymentMinutes: z.number().int(),
  autoConfirmHours: z.number().int(),
  maxUnpaidOrders: z.number().int().nullable(),
  payoutHoldDays: z.object({ retrieval: z.number().int(), face: z.number().int(), none: z.number().int() }),
  claimDaysRetrieval: z.number().int(),
  claimDaysFace: z.number().int(),
  claimSellerReplyHours: z.number().int(),
  claimReviewUpheldSellers: z.boolean(),
});
export type OrderSettingsView = z.infer<typeof orderSettingsSchema>;

// Captcha ---------------------------------------------------------------------------------------------------------

/** `PUT /api/staff/settings/captcha`: the image captcha before logins and SMS codes. */
export const captchaSettingsInputSchema = z.object({ enabled: z.boolean() });
export type CaptchaSettingsInput = z.infer<typeof captchaSettingsInputSchema>;
export const captchaSettingsSchema = z.object({
  enabled: z.boolean(),
  /** False when the server turns the captcha off for every shop (then the shop's switch has no effect). */
  serverEnabled: z.boolean(),
});
export type CaptchaSettings = z.infer<typeof captchaSettingsSchema>;

// SMS -------------------------------------------------------------------------------------------------------------

/** 'platform': the server's provider; 'aliyun': the shop's own Aliyun SMS account. */
export const smsProviderSchema = z.enum(['platform', 'aliyun']);
export type SmsProviderChoice = z.infer<typeof smsProviderSchema>;

/** `PUT /api/staff/settings/sms`. An empty access key secret keeps the stored one. */
export const smsSettingsInputSchema = z.object({
  provider: smsProviderSchema,
  aliyun: z.object({
    accessKeyId: z.string().trim().max(64),
    accessKeySecret: z.string().trim().max(128),
    /** The approved signature shown in 【】. */
    signName: z.string().trim().max(40),
    /** An approved verification-code template (`SMS_` and digits) with a `${code}` variable. */
    templateCode: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^SMS_\d{1,20}$/, 'A template code looks like SMS_123456789'),
    ]),
  }),
});
export type SmsSettingsInput = z.infer<typeof smsSettingsInputSchema>;

export const smsSettingsSchema = z.object({
  provider: smsProviderSchema,
  /** What 'platform' means on this server: 'log' (codes to the server log and the outbox) or 'aliyun'. */
  platformProvider: z.string(),
  aliyun: z.object({
    accessKeyId: z.string(),
    signName: z.string(),
    templateCode: z.string(),
    secretConfigured: z.boolean(),
    /** When the secret was last set (ISO 8601), null when never. */
    secretSetAt: z.string().nullable(),
  }),
});
export type SmsSettings = z.infer<typeof smsSettingsSchema>;

// App versions ----------------------------------------------------------------------------------------------------

export const appVersionInputSchema = z.object({
  appType: z.number().int().min(1).max(9),
  version: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,39}$/, 'A version looks like 2.3.0'),
  releaseNotes: z.string().trim().max(2000),
  downloadUrl: httpUrlSchema,
});

/** `PUT /api/staff/settings/appVersions`: the app of each platform the shop offers; a platform left out is withdrawn. */
export const appVersionsSettingsInputSchema = z.object({
  versions: z
    .array(appVersionInputSchema)
    .max(9)
    .refine((versions) => noDuplicates(versions.map((v) => String(v.appType))), 'One version per platform'),
});
export type AppVersionsSettingsInput = z.infer<typeof appVersionsSettingsInputSchema>;

export const appVersionsSettingsSchema = z.object({
  versions: z.array(
    z.object({
      appType: z.number().int(),
      version: z.string(),
      releaseNotes: z.string(),
      downloadUrl: z.string(),
      publishedAt: z.string(),
    }),
  ),
});
export type AppVersionsSettings = z.infer<typeof appVersionsSettingsSchema>;

// Payment ---------------------------------------------------------------------------------------------------------

/** 'sandbox': the built-in test gateway (only where the server allows it); 'alipay': Alipay with the keys below. */
export const paymentProviderChoiceSchema = z.enum(['sandbox', 'alipay']);

const alipayAppIdSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .regex(/^\d{16}$/, 'An Alipay app id has 16 digits'),
]);

/**
 * `PUT /api/staff/settings/payment`. Keys are RSA2 (2048 bits or more), as PEM or the bare base64 of Alipay's key
 * tool; an empty key keeps the stored one. `sandbox` uses Alipay's developer sandbox gateway (test apps, test money).
 */
export const paymentSettingsInputSchema = z.object({
  provider: paymentProviderChoiceSchema,
  appId: alipayAppIdSchema,
  privateKey: z.string().trim().max(8000),
  alipayPublicKey: z.string().trim().max(4000),
  sandbox: z.boolean(),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsInputSchema>;

export const paymentSettingsSchema = z.object({
  provider: paymentProviderChoiceSchema,
  /** Whether this server allows sandboxes (the built-in gateway and Alipay's sandbox); never in production. */
  sandboxAllowed: z.boolean(),
  alipay: z.object({
    /** True when the app id and both keys are stored. */
    configured: z.boolean(),
    appId: z.string(),
    sandbox: z.boolean(),
    privateKeySet: z.boolean(),
    publicKeySet: z.boolean(),
    /** Last 8 hex digits of the SHA-256 of the public half of the merchant's key pair (as uploaded to Alipay). */
    appKeyFingerprint: z.string().nullable(),
    /** Last 8 hex digits of the SHA-256 of Alipay's public key. */
    alipayPublicKeyFingerprint: z.string().nullable(),
    /** When the keys were last set (ISO 8601), null when never. */
    keysSetAt: z.string().nullable(),
  }),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/**
 * `POST /api/staff/settings/payment/test`: tries keys against Alipay without paying anything. Empty fields (or the
 * whole body left out) use the stored values, so keys can be tried before they are saved.
 */
export const paymentTestInputSchema = z.object({
  appId: alipayAppIdSchema.default(''),
  privateKey: z.string().trim().max(8000).default(''),
  alipayPublicKey: z.string().trim().max(4000).default(''),
  sandbox: z.boolean().optional(),
});
export type PaymentTestInput = z.infer<typeof paymentTestInputSchema>;

export const paymentTestResultSchema = z.object({
  /** True when Alipay accepted the request's signature and app id and its answer verified with Alipay's key. */
  ok: z.boolean(),
  reason: z.enum(['ok', 'rejected', 'answer_signature', 'unreachable']),
  /** Alipay's own code and message (e.g. `isv.invalid-signature`), when it answered. */
  gatewayCode: z.string().nullable(),
  gatewayMessage: z.string().nullable(),
  /** What the result means, in the request's language. */
  message: z.string(),
});
export type PaymentTestResult = z.infer<typeof paymentTestResultSchema>;

// All of it -------------------------------------------------------------------------------------------------------

/** `GET /api/staff/settings` */
export const staffSettingsSchema = z.object({
  tenant: z.object({
    id,
    code: z.string(),
    /** The shop's primary domain (its storefront), null when it has none. */
    primaryDomain: z.string().nullable(),
    /** The storefront's address on that domain, as the back office is reached (scheme and port): a preview link. */
    previewUrl: z.string().nullable(),
  }),
  shop: shopSettingsSchema,
  footer: footerSettingsSchema,
  orders: orderSettingsSchema,
  captcha: captchaSettingsSchema,
  sms: smsSettingsSchema,
  appVersions: appVersionsSettingsSchema,
  payment: paymentSettingsSchema,
});
export type StaffSettings = z.infer<typeof staffSettingsSchema>;
