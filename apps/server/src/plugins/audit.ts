/// <reference path="./auth.ts" />
// request.tenant and request.user are declared by the tenant and auth plugins, which run before this one.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ControlledTransaction } from 'kysely';
import type { Database, Db } from '../db/database.ts';
import { beginRequestTransaction, commitRequestTransaction } from '../db/transaction.ts';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** What a handler changed, for the audit log: the entity before and after (only the fields that matter). */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a staff handler that changes an entity: the audit row keeps it as before → after. */
    auditChange: AuditChange | null;
    /**
     * The transaction a staff write runs in, with its audit row (the request context's `db` while it is open):
     * committed with the row as the answer is sent, rolled back when the answer is not a success.
     */
    auditTransaction: ControlledTransaction<Database> | null;
  }
  interface FastifyContextConfig {
    /** Audit this staff GET too: it reveals secrets (an ID photo, …). Credential reads are audited anyway. */
    auditRead?: boolean;
    /**
     * Leave this staff POST out of the audit log: it changes nothing a reader of the log would call a change
     * (marking messages read when a conversation is opened, a socket ticket, a preview). Never on a read of secrets.
     */
    auditSkip?: boolean;
  }
}

/** One staff action as the audit log keeps it: the body, before and after already redacted. */
export interface AuditEntry {
  tenantId: number;
  actorUserId: number;
  actorRoles: string[];
  method: string;
  /** The route pattern: `/api/staff/listings/:id/approve`. */
  route: string;
  target: Record<string, string>;
  targetId: string | null;
  body: JsonValue | null;
  before: JsonValue | null;
  after: JsonValue | null;
  statusCode: number;
  requestId: string;
  ip: string;
  at: Date;
}

export interface AuditPluginOptions {
  db: Db;
  clock: Clock;
  /** Stores an entry with `db` (the audit feature provides it, through the composition root). */
  record: (db: Db, entry: AuditEntry) => Promise<void>;
  /**
   * After a staff write committed: forgets what this app cached of the tenant, so nothing read while the change was
   * uncommitted outlives it (a handler forgets its caches before the commit).
   */
  afterCommit: (tenantId: number) => void;
}

export const REDACTED = '[redacted]';

/**
 * Keys whose values never reach the audit log: passwords, keys, tokens, credentials, logins and accounts, ID
 * numbers, codes (SMS, captcha). Matched anywhere in the key, case-insensitively, so `alipayAccount`, `smsCode` and
 * `privateKey` are caught; a harmless key that matches (`keyword`) is redacted too, which is the safe mistake.
 */
const SECRET_KEY =
  /pass|pwd|secret|private|key|token|credential|login|account|id_?number|idcard|code|cvv|session|cookie|authoriz|signature/i;
const MAX_DEPTH = 8;
const MAX_STRING = 2_000;
const MAX_ITEMS = 200;

/** A JSON copy of a value with every secret-named key's value replaced by "[redacted]", at any depth. */
export function redactSecrets(value: unknown, depth = 0): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return null;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return '[binary]';
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redactSecrets(item, depth + 1));
  const copy: Record<string, JsonValue> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(item, depth + 1);
  }
  return copy;
}

const STAFF_ROUTE = /^\/api\/(staff|admin)\//;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a call is a staff action to audit: a write under the staff routes (unless the route says it changes
 * nothing), or a GET that reveals secrets.
 */
export function isAuditedCall(method: string, route: string, auditRead = false, auditSkip = false): boolean {
  if (!STAFF_ROUTE.test(route)) return false;
  if (WRITE_METHODS.has(method)) return !auditSkip;
  return method === 'GET' && (auditRead || route.endsWith('/credentials'));
}

/**
 * A request body as the log keeps it: objects and arrays with their secrets redacted. A credentials route's body is
 * secret as a whole (its notes hold security answers), and a body that is not JSON (text, bytes) is not kept.
 */
function redactBody(route: string, body: unknown): JsonValue | null {
  if (body === undefined || body === null) return null;
  if (route.endsWith('/credentials')) return REDACTED;
  return typeof body === 'object' && !ArrayBuffer.isView(body) ? redactSecrets(body) : REDACTED;
}

function targetOf(params: unknown): { target: Record<string, string>; targetId: string | null } {
  const target: Record<string, string> = {};
  if (params && typeof params === 'object') {
    for (const [key, value] of Object.entries(params)) target[key] = String(value).slice(0, 64);
  }
  const values = Object.values(target);
  const targetId = target.id ?? (values.length === 1 ? (values[0] ?? null) : null);
  return { target, targetId: targetId === '' ? null : targetId };
}

/** The audit entry of a finished request, or null when the call is not a successful staff action. */
export function auditEntryOf(request: FastifyRequest, reply: FastifyReply, at: Date): AuditEntry | null {
  const route = request.routeOptions.url;
  const { user, tenant } = request;
  if (!route || !user || !tenant) return null;
  if (reply.statusCode < 200 || reply.statusCode > 299) return null;
  const config = request.routeOptions.config;
  if (!isAuditedCall(request.method, route, config?.auditRead, config?.auditSkip)) return null;
  const change = request.auditChange;
  return {
    tenantId: tenant.id,
    actorUserId: user.id,
    actorRoles: [...user.roles],
    method: request.method,
    route,
    ...targetOf(request.params),
    body: redactBody(route, request.body),
    before: change ? redactSecrets(change.before) : null,
    after: change ? redactSecrets(change.after) : null,
    statusCode: reply.statusCode,
    requestId: request.id,
    ip: request.ip ?? '',
    at,
  };
}

/** The answer to a staff action that could not be put on record: it did not happen (or the secret was not shown). */
const notRecorded = () => new AppError(503, 'SERVICE_UNAVAILABLE', 'auditNotRecorded');

/**
 * Records every staff action in one place, as the answer is sent: each successful (2xx) write under `/api/staff/`
 * or `/api/admin/` by a signed-in user (but those whose route says they change nothing: `auditSkip`), and the staff
 * GETs that reveal secrets.
 *
 * A write runs in one transaction with its audit row: it begins after the route's guards (the last preHandler),
 * the request context's `db` is that transaction, and the row is written and the transaction committed as the
 * answer is sent. So an action whose row cannot be written does not happen: the caller gets 503 and nothing changed.
 * A failed write answers its error and is rolled back. An audited read answers its secret only once its row is
 * written. A failure is logged as an error with what the row would have said (never the body).
 */
export const auditPlugin = fp(async (app: FastifyInstance, options: AuditPluginOptions) => {
  app.decorateRequest('auditChange', null);
  app.decorateRequest('auditTransaction', null);

  const begin: preHandlerAsyncHookHandler = async (request) => {
    if (!request.user || !request.tenant || !request.routeOptions.url) return;
    request.auditTransaction = await beginRequestTransaction(options.db);
  };
  app.addHook('onRoute', (route) => {
    const config = route.config as { auditRead?: boolean; auditSkip?: boolean } | undefined;
    const writes = [route.method]
      .flat()
      .some((method) => WRITE_METHODS.has(method) && isAuditedCall(method, route.url, false, config?.auditSkip));
    if (!writes) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), begin];
  });

  const rollback = async (request: FastifyRequest, trx: ControlledTransaction<Database>) => {
    await trx
      .rollback()
      .execute()
      .catch((error: unknown) => request.log.warn({ err: error }, 'staff action not rolled back'));
  };

  app.addHook('onSend', async (request, reply) => {
    const trx = request.auditTransaction;
    request.auditTransaction = null;
    const entry = auditEntryOf(request, reply, options.clock.now());
    if (trx && !entry) {
      await rollback(request, trx);
      return;
    }
    if (!entry) return;
    try {
      await options.record(trx ?? options.db, entry);
      if (trx) {
        await commitRequestTransaction(trx, (error) =>
          request.log.error({ err: error }, 'after a committed staff action: a follow-up failed'),
        );
      }
    } catch (error) {
      if (trx) await rollback(request, trx);
      const { body: _body, before: _before, after: _after, ...what } = entry;
      request.log.error({ err: error, audit: what }, 'audit entry not recorded');
      throw notRecorded();
    }
    if (trx) options.afterCommit(entry.tenantId);
  });
  // An answer that never went through onSend (the connection dropped first) leaves nothing open.
  app.addHook('onResponse', async (request) => {
    const trx = request.auditTransaction;
    request.auditTransaction = null;
    if (trx) await rollback(request, trx);
  });
});
