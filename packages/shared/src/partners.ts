import { z } from 'zod';
import { sessionSchema } from './identity.ts';
import { visibleTextSchema } from './text.ts';

/*
 * Partner quick-sell (`/pages/leishenkuaishu`, `GET /api/other/getOtherLsLogin`): a partner app (an accelerator
 * such as 雷神, a game tool) sends its users to this shop to sell an account quickly. Each tenant keeps its own
 * partners, each with a secret shared with the partner only.
 *
 * The partner signs the link it opens:
 *   GET /pages/leishenkuaishu?partner=<code>&uid=<partner user id>&phone=<11-digit mobile>&ts=<unix seconds>
 *       &nonce=<8–64 of [A-Za-z0-9_-]>&sign=<hex HMAC-SHA256>
 * where `sign` = lower-case hex HMAC-SHA256(secret, canonical string), the canonical string being every other
 * parameter sorted by name and joined as `k=v` with `&`, values as sent (not URL-encoded):
 *   `nonce=…&partner=…&phone=…&ts=…&uid=…`.
 * The page passes the same parameters to `getOtherLsLogin`, which refuses (401, one message for every reason)
 * an unknown or disabled partner, a wrong signature, a `ts` more than 5 minutes away from the server's clock, a
 * nonce already used, a malformed phone, a partner uid linked to another user, and a staff phone; otherwise it
 * signs the user in (created at the tenant when new, the phone counting as verified by the partner).
 */

export const PARTNER_CODE_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;
export const PARTNER_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const PARTNER_SECRET_MIN = 16;
export const PARTNER_SECRET_MAX = 128;
/** How far `ts` may be from the server's clock, either way. */
export const PARTNER_TS_WINDOW_SECONDS = 300;
/** The parameters the signature covers, in canonical (alphabetical) order. */
export const partnerSignedParams = ['nonce', 'partner', 'phone', 'ts', 'uid'] as const;
export type PartnerSignedParam = (typeof partnerSignedParams)[number];

/** The canonical string the partner signs: the signed parameters sorted by name, `k=v` joined with `&`. */
export function partnerCanonicalString(params: Record<PartnerSignedParam, string>): string {
  return partnerSignedParams.map((name) => `${name}=${params[name]}`).join('&');
}

/**
 * `GET /api/other/getOtherLsLogin` query. Deliberately loose (any string up to 200 characters): every check is the
 * service's, so each failure answers the same 401 instead of a validation error naming the field.
 */
const looseParam = z.string().max(200).optional();
export const partnerLoginQuerySchema = z.object({
  partner: looseParam,
  uid: looseParam,
  phone: looseParam,
  ts: looseParam,
  nonce: looseParam,
  sign: looseParam,
});
export type PartnerLoginQuery = z.infer<typeof partnerLoginQuerySchema>;

/** The partner's branding, public: shown on the landing page and above the quick-recycle form. */
export const partnerBrandingSchema = z.object({
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  color: z.string(),
});
export type PartnerBranding = z.infer<typeof partnerBrandingSchema>;

/** `getOtherLsLogin` answer: the session, as a login answers it, and the partner's branding. */
export const partnerSessionSchema = sessionSchema.extend({ partner: partnerBrandingSchema });
export type PartnerSession = z.infer<typeof partnerSessionSchema>;

// Staff (the shop's owner): GET/POST /api/staff/partners, PUT/DELETE /api/staff/partners/:id ---------------------

const logoUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/[^\s]*|https?:\/\/[^\s]+)$/, 'Enter an uploaded image path or an http(s) address');

const partnerFieldsSchema = z.object({
  name: visibleTextSchema().min(1).max(40),
  logoUrl: logoUrlSchema,
  color: z.string().regex(PARTNER_COLOR_PATTERN, 'Enter the colour as #rrggbb'),
  enabled: z.boolean(),
});

const secretSchema = z.string().min(PARTNER_SECRET_MIN).max(PARTNER_SECRET_MAX);

/** A new partner: its code is fixed once created (partners sign it into their links). */
export const createPartnerInputSchema = partnerFieldsSchema.extend({
  code: z.string().regex(PARTNER_CODE_PATTERN, 'Use 2–32 lower-case letters, digits or dashes, starting with a letter'),
  secret: secretSchema,
});
export type CreatePartnerInput = z.infer<typeof createPartnerInputSchema>;

/** A change: an empty secret keeps the stored one. */
export const updatePartnerInputSchema = partnerFieldsSchema.extend({
  secret: z.union([z.literal(''), secretSchema]),
});
export type UpdatePartnerInput = z.infer<typeof updatePartnerInputSchema>;

/** A partner as the owner sees it: never the secret, only when it was set. */
export const staffPartnerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  color: z.string(),
  enabled: z.boolean(),
  secretSetAt: z.string(),
  /** Users signed in through this partner's links so far. */
  linkedUsers: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffPartner = z.infer<typeof staffPartnerSchema>;

export const staffPartnerListSchema = z.object({ rows: z.array(staffPartnerSchema), total: z.number().int() });
export type StaffPartnerList = z.infer<typeof staffPartnerListSchema>;

export const partnerIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
