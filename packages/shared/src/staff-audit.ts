import { z } from 'zod';
import { exportFormatSchema, pageQuerySchemaWith, pageSchema } from './envelope.ts';
import { visibleTextSchema } from './text.ts';

/*
 * The staff audit log (issue 14, screen 9). The server records every staff action in one place: each successful
 * (2xx) non-GET call under `/api/staff/` or `/api/admin/` by a signed-in user (but those that change nothing, such as
 * opening a chat conversation), and the staff GETs that reveal secrets (credential reads, ID photos, the full
 * real-name details of a review), which the back office words as "viewed …". Bodies are stored with secrets
 * redacted. Owners (and platform admins) read the log of their own tenant, newest first.
 */

const id = z.number().int().positive();

/** `GET /api/staff/audit?pageNum&pageSize&actorUserId&action&from&to&targetId` */
export const auditQuerySchema = z.object({
  ...pageQuerySchemaWith({ defaultSize: 20, maxSize: 100 }).shape,
  /** Only the actions of this staff member. */
  actorUserId: z.coerce.number().int().positive().optional(),
  /** Exactly this action: method and route pattern, e.g. `POST /api/staff/listings/:id/approve`. */
  action: visibleTextSchema().min(1).max(200).optional(),
  /** From this instant (inclusive), ISO 8601 with an offset. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Before this instant (exclusive), ISO 8601 with an offset. */
  to: z.iso.datetime({ offset: true }).optional(),
  /** Only actions on this target (the route's `:id`, or its only parameter). */
  targetId: visibleTextSchema().min(1).max(64).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
/** `GET /api/staff/audit/export?format&actorUserId&action&from&to&targetId` (newest first; at most EXPORT_ROW_LIMIT). */
export const auditExportQuerySchema = auditQuerySchema
  .omit({ pageNum: true, pageSize: true })
  .extend({ format: exportFormatSchema });
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

export const auditActorSchema = z.object({
  userId: id,
  /** The staff member's nickname now (an 11-character phone-like nickname masked). */
  nickName: z.string(),
  /** The staff member's phone, masked (`138****0003`). */
  phone: z.string(),
  /** The roles the staff member held when acting. */
  roles: z.array(z.string()),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/**
 * Any JSON value (the audit log keeps bodies and changes as jsonb). In JSON Schema "any JSON value" is the schema
 * with no constraint, and that is how the API document states it: `z.json()` is recursive, and its recursion came
 * out as a `$ref` to a component the document never had (#/components/schemas/schema0). The check is still `z.json()`.
 */
const anyJson = z.json();
export const jsonValueSchema = z.custom<z.core.util.JSONType>((value) => anyJson.safeParse(value).success);

export const auditEntrySchema = z.object({
  id,
  /** When the action answered (ISO 8601). */
  at: z.string(),
  actor: auditActorSchema,
  /** Method and route pattern: `POST /api/staff/listings/:id/approve`. */
  action: z.string(),
  method: z.string(),
  route: z.string(),
  /** The route's parameters as called (`{ id: "12" }`). */
  target: z.record(z.string(), z.string()),
  /** The route's `:id` (or only parameter), null when it has none. */
  targetId: z.string().nullable(),
  /** The request body with secrets (passwords, keys, tokens, credentials, logins, accounts, ID numbers, codes) shown as "[redacted]"; null when there was none. */
  body: jsonValueSchema.nullable(),
  /** The entity before and after the action, where the handler describes its change; else null. */
  before: jsonValueSchema.nullable(),
  after: jsonValueSchema.nullable(),
  /** The HTTP status of the answer. */
  status: z.number().int(),
  requestId: z.string(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** `GET /api/staff/audit/{id}`: one entry of the shop's log (a link or a reload opens it off the current page). */
export const auditEntryParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export type AuditEntryParams = z.infer<typeof auditEntryParamsSchema>;
