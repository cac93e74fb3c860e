import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { phoneSchema } from './identity.ts';
import { localeSchema, tenantStatusSchema } from './tenant.ts';
import { visibleTextSchema } from './text.ts';

/*
 * The platform console (issue 25): platform admins, who are accounts of the platform (a user of the platform's own
 * tenant, reached on PLATFORM_HOSTS, with the role `platform_admin`), create shops, give them hosts and services,
 * suspend and resume them, and read usage and the platform audit log. Every call is under /api/platform and answers
 * 403 to anyone else (a shop's owner included).
 */

const id = z.number().int().positive();
const instant = z.string();

/** A shop's code: lower-case letters, digits and inner hyphens, 2–32 characters, unique on the platform. */
export const tenantCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,30}[a-z0-9]$/, 'Use 2–32 lower-case letters, digits or hyphens (not first or last)');

/** A host name a shop answers on: lower case, no scheme, port or path; claimed by one shop only. */
export const tenantHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Enter a host name such as shop.example.com (no http://, port or path)',
  );

/** A service code granted to a shop (5483 is the self-operated trading service, SPEC §6). */
export const serviceCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,8}$/, 'A service code is 1–8 digits');

/** Header variants a shop may use (`useTheme` of getTenant). */
export const useThemeSchema = z.number().int().min(1).max(9);

export const MAX_TENANT_HOSTS = 10;
export const TENANT_NAME_MAX = 64;

const hostsSchema = z
  .array(tenantHostSchema)
  .min(1, 'Give the shop at least one host')
  .max(MAX_TENANT_HOSTS)
  .refine((hosts) => new Set(hosts).size === hosts.length, 'A host is listed twice');
const serviceGroupsSchema = z
  .array(serviceCodeSchema)
  .max(20)
  .refine((codes) => new Set(codes).size === codes.length, 'A service code is listed twice');

/** `POST /api/platform/tenants` body. */
export const createTenantInputSchema = z.object({
  code: tenantCodeSchema,
  name: visibleTextSchema().min(1).max(TENANT_NAME_MAX),
  hosts: hostsSchema,
  locale: localeSchema,
  useTheme: useThemeSchema.default(1),
  serviceGroups: serviceGroupsSchema.default([]),
  /** An existing user of the new shop cannot exist yet: this phone becomes the owner, sent an SMS code to set a password. */
  ownerPhone: phoneSchema,
  /** Copy games, templates, regions, dictionaries, trade fees and notices from this shop (never listings, users, money). */
  catalogueFrom: tenantCodeSchema.optional(),
});
export type CreateTenantInput = z.infer<typeof createTenantInputSchema>;

/** `PUT /api/platform/tenants/{id}` body: what is given changes; `hosts` replaces the shop's hosts. */
export const updateTenantInputSchema = z
  .object({
    name: visibleTextSchema().min(1).max(TENANT_NAME_MAX),
    hosts: hostsSchema,
    locale: localeSchema,
    useTheme: useThemeSchema,
    serviceGroups: serviceGroupsSchema,
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, 'Nothing to change');
export type UpdateTenantInput = z.infer<typeof updateTenantInputSchema>;

export const tenantIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const tenantDomainParamsSchema = tenantIdParamsSchema.extend({ host: tenantHostSchema });
/** `POST /api/platform/tenants/{id}/domains` body. */
export const addTenantDomainInputSchema = z.object({ host: tenantHostSchema });
/** `POST /api/platform/tenants/{id}/suspend` body: why (kept in the platform audit log). */
export const suspendTenantInputSchema = z.object({ reason: visibleTextSchema().min(1).max(200) });

/** A shop as the platform sees it. The owner's phone is masked (138****0001). */
export const platformTenantSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  locale: localeSchema,
  useTheme: z.number().int(),
  serviceGroups: z.array(z.string()),
  status: tenantStatusSchema,
  ownerPhone: z.string().nullable(),
  createdAt: instant,
});
export type PlatformTenant = z.infer<typeof platformTenantSchema>;

export const platformTenantSearchSchema = pageQuerySchema.extend({
  q: z.string().trim().max(64).optional(),
  status: tenantStatusSchema.optional(),
});
export type PlatformTenantSearch = z.infer<typeof platformTenantSearchSchema>;
export const platformTenantPageSchema = pageSchema(platformTenantSchema);

/** `POST /api/platform/tenants` answer: the shop, and whether its owner was a new user (sent an SMS code). */
export const createdTenantSchema = z.object({
  tenant: platformTenantSchema,
  ownerCreated: z.boolean(),
  /** Rows copied per catalogue table (games, notices, …) when `catalogueFrom` was given, else null. */
  catalogue: z.record(z.string(), z.number().int()).nullable().optional(),
});
export type CreatedTenant = z.infer<typeof createdTenantSchema>;

/** `GET /api/platform/usage`: one row per shop. Amounts in fen. */
export const tenantUsageSchema = z.object({
  tenantId: id,
  code: z.string(),
  name: z.string(),
  status: tenantStatusSchema,
  gmvFen: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  listingsOnSale: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
  privateStorageBytes: z.number().int().nonnegative(),
  lastActivityAt: instant.nullable(),
});
export type TenantUsage = z.infer<typeof tenantUsageSchema>;
export const platformUsageSchema = z.object({ rows: z.array(tenantUsageSchema) });

export const platformAuditActions = [
  'tenant.create',
  'tenant.update',
  'tenant.domain.add',
  'tenant.domain.remove',
  'tenant.suspend',
  'tenant.resume',
] as const;
export const platformAuditActionSchema = z.enum(platformAuditActions);
export type PlatformAuditAction = z.infer<typeof platformAuditActionSchema>;

export const platformAuditSearchSchema = pageQuerySchema.extend({
  action: platformAuditActionSchema.optional(),
  tenantId: z.coerce.number().int().positive().optional(),
});
export type PlatformAuditSearch = z.infer<typeof platformAuditSearchSchema>;
export const platformAuditEntrySchema = z.object({
  id,
  at: instant,
  actorId: id,
  actorName: z.string(),
  action: platformAuditActionSchema,
  tenantId: id.nullable(),
  tenantCode: z.string().nullable(),
  /** What changed (before / after values, the reason); never a secret. */
  detail: z.record(z.string(), z.unknown()),
});
export type PlatformAuditEntry = z.infer<typeof platformAuditEntrySchema>;
export const platformAuditPageSchema = pageSchema(platformAuditEntrySchema);
